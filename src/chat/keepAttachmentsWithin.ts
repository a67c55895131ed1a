import { attachmentStandIn, isAttachmentStandIn, type Attachment } from "../protocol";

/**
 * Characters of files (their data URLs) a conversation keeps, stored or sent back as history: about
 * 75 kB of files, a config file or a small screenshot. Half of what a stored conversation may take.
 */
export const MAX_KEPT_ATTACHMENT_CHARS = 100_000;

/**
 * `messages` with the content of their files kept, newest first, while it fits in `maxChars`; a file
 * beyond that is kept as its stand-in (`attachmentStandIn`: its name, type and size, and a note that
 * its content was not kept), which the service takes as any text file. With `keepQuestion`, the last
 * message (the question being sent) keeps all of its files, outside the count. Stand-ins stay as they
 * are; messages without files are the same objects.
 */
export function keepAttachmentsWithin<T extends { role: string; experimental_attachments?: ReadonlyArray<Attachment> }>(
  messages: readonly T[],
  maxChars = MAX_KEPT_ATTACHMENT_CHARS,
  keepQuestion = false,
): T[] {
  const kept = [...messages];
  let left = maxChars;
  for (let index = kept.length - (keepQuestion ? 2 : 1); index >= 0; index -= 1) {
    const message = kept[index]!;
    const files = message.experimental_attachments;
    if (!files?.length) continue;
    kept[index] = {
      ...message,
      experimental_attachments: files.map((file) => {
        if (isAttachmentStandIn(file.url)) return file;
        if (file.url.length <= left) {
          left -= file.url.length;
          return file;
        }
        return attachmentStandIn({ name: file.name ?? "attachment", mediaType: file.contentType ?? "application/octet-stream", size: decodedSize(file.url) });
      }),
    } as T;
  }
  return kept;
}

/** The bytes a base64 data URL's data holds, without decoding it (what the widget sends; other URLs count as written). */
function decodedSize(url: string): number {
  const data = url.slice(url.indexOf(",") + 1);
  return url.includes(";base64,") ? Math.floor((data.length * 3) / 4) - (data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0) : data.length;
}
