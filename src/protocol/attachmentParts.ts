import type { Attachment } from "./messageSchema";
import { readDataUrl } from "./readDataUrl";
import type { UIMessagePartV2 } from "./uiMessageStreamV2";

/** A v2 `file` part: a v1 attachment under v5's names. */
export type FilePartV2 = Extract<UIMessagePartV2, { type: "file" }>;

/**
 * A v1 attachment as a v2 `file` part (a conversation moving from v1 to v2): `name` becomes
 * `filename`, `contentType` `mediaType`. v2 requires a type, so one left out is the data URL's own
 * (`text/plain` for a data URL that declares none), else `application/octet-stream`.
 */
export function attachmentToFilePart(attachment: Attachment): FilePartV2 {
  const reading = readDataUrl(attachment.url);
  const mediaType = attachment.contentType ?? (reading.ok ? reading.value.mediaType : "application/octet-stream");
  return { type: "file", mediaType, url: attachment.url, ...(attachment.name === undefined ? {} : { filename: attachment.name }) };
}

/** A v2 `file` part as a v1 attachment (a conversation moving from v2 to v1): the inverse of {@link attachmentToFilePart}. */
export function filePartToAttachment(part: FilePartV2): Attachment {
  return { url: part.url, ...(part.filename === undefined ? {} : { name: part.filename }), contentType: part.mediaType };
}
