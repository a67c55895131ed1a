import { buildRequestBody } from "./buildRequestBody";
import { keepAttachmentsWithin } from "./keepAttachmentsWithin";
import type { ChatMessageLike } from "./wireMessages";

type Attachment = NonNullable<ChatMessageLike["experimental_attachments"]>[number];

/**
 * The file to take off the question (the last of `messages`) for its request to fit in `maxBytes`:
 * the largest one, when the request would be larger; `undefined` when it fits or carries no file.
 * The request is counted as it is sent: the files' data URLs (base64, a byte a character) and the
 * rest of the body as UTF-8 JSON, with the history a request carries.
 */
export function attachmentToRemove(messages: ReadonlyArray<ChatMessageLike>, maxBytes: number): Attachment | undefined {
  const question = messages.at(-1);
  const files = question?.experimental_attachments ?? [];
  if (!question || files.length === 0) return undefined;
  const withoutContent = { ...question, experimental_attachments: files.map((file) => ({ ...file, url: "" })) };
  const rest = buildRequestBody(keepAttachmentsWithin([...messages.slice(0, -1), withoutContent], undefined, true));
  const bytes = files.reduce((sum, file) => sum + file.url.length, new Blob([JSON.stringify(rest)]).size);
  return bytes > maxBytes ? files.reduce((largest, file) => (file.url.length > largest.url.length ? file : largest)) : undefined;
}
