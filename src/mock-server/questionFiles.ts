import { attachmentKind, dataUrlPrefix, mediaTypeEssence, readDataUrl, type AttachmentKind } from "../protocol";

/** A file that came with the question, as the mock reads it. */
export interface QuestionFile {
  /** Its name, or `attachment 1` when it came without one. */
  name: string;
  mediaType: string;
  kind: AttachmentKind;
  /** A text file's text (its first {@link READ_BYTES} bytes, as UTF-8); none for an image. */
  text?: string;
}

/** What of a text file is read: a page of docs is a few kB; a 5 MB log is searched by its start. */
export const READ_BYTES = 256 * 1024;

/** A message of either version, as far as its files go: v1 `experimental_attachments`, v2 `file` parts. */
interface MessageWithFiles {
  role: string;
  experimental_attachments?: ReadonlyArray<{ url: string; name?: string | undefined; contentType?: string | undefined }> | undefined;
  parts: ReadonlyArray<{ type: string; url?: string; mediaType?: string; filename?: string | undefined }>;
}

/**
 * The files of the question (the last user message), already validated: each named, typed and, for
 * text, decoded. Files of earlier messages are history: checked, not read again.
 */
export function questionFiles(messages: ReadonlyArray<MessageWithFiles>): QuestionFile[] {
  const question = messages.findLast((message) => message.role === "user");
  if (!question) return [];
  const attached = [
    ...(question.experimental_attachments ?? []).map((attachment) => ({ url: attachment.url, name: attachment.name, type: attachment.contentType })),
    ...question.parts.flatMap((part) => (part.type === "file" && part.url !== undefined ? [{ url: part.url, name: part.filename, type: part.mediaType }] : [])),
  ];
  return attached.flatMap(({ url, name, type }, index) => {
    const reading = readDataUrl(url);
    if (!reading.ok) return [];
    const mediaType = mediaTypeEssence(type ?? reading.value.mediaType);
    const kind = attachmentKind(mediaType);
    if (!kind) return [];
    const file: QuestionFile = { name: name?.trim() || `attachment ${index + 1}`, mediaType, kind };
    if (kind === "text") file.text = new TextDecoder().decode(dataUrlPrefix(reading.value, READ_BYTES));
    return [file];
  });
}
