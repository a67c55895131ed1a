import { isAttachmentStandIn, type AttachmentStandInFields } from "./heldAttachment";
import type { Attachment } from "./messageSchema";

/** The note `attachmentStandIn` writes, read back. */
const STAND_IN_NOTE = /^\[(.*) \(([^\s,()]+)(?:, (\d+) bytes)?\) was attached here; its content was not kept\.\]$/s;

/**
 * What a stand-in says of the file it stands for (name, type, size); `undefined` for any other
 * attachment. Only a question's files, where they are shown, read it.
 */
export function readAttachmentStandIn(attachment: Attachment): AttachmentStandInFields | undefined {
  if (!isAttachmentStandIn(attachment.url)) return undefined;
  let note: string;
  try {
    note = decodeURIComponent(attachment.url.slice(attachment.url.indexOf(",") + 1));
  } catch {
    return undefined;
  }
  const match = STAND_IN_NOTE.exec(note);
  if (!match) return undefined;
  const [, name, mediaType, size] = match;
  return { name: name!, mediaType: mediaType!, ...(size !== undefined && { size: Number(size) }) };
}
