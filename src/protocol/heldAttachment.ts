import type { AttachmentKind } from "./attachmentTypes";
import type { Attachment } from "./messageSchema";

/** A file the reader attached to a question, as the widget holds it from choosing it to sending it and after. */
export interface HeldAttachment {
  /** The file's name as the reader's system gave it (`nimbus.yaml`). */
  name: string;
  /** The type it is sent as (`application/yaml`, `image/png`): see `attachmentMediaType`. */
  mediaType: string;
  /** What the assistant does with it: looks at an image, reads a text file. */
  kind: AttachmentKind;
  /** Its size in bytes. */
  size: number;
  /** Its content as a base64 data URL; `undefined` once it is no longer kept (a stand-in goes in its place). */
  url?: string;
}

/**
 * The v1 attachment a held file is sent as (`experimental_attachments`); for v2, pass it on to
 * `attachmentToFilePart`. A file whose content is no longer kept is sent as its stand-in.
 */
export function heldAttachmentToWire(held: HeldAttachment): Attachment {
  if (held.url === undefined) return attachmentStandIn(held);
  return { url: held.url, name: held.name, contentType: held.mediaType };
}

/**
 * What stands in, in the history sent back, for an attachment whose content was not kept (a
 * stored conversation keeps no files): a short text file that says what was attached, under the
 * same name, which the service accepts as it accepts any text file.
 */
export function attachmentStandIn(held: AttachmentStandInFields): Attachment {
  const size = held.size === undefined ? "" : `, ${held.size} bytes`;
  const note = `[${held.name} (${held.mediaType}${size}) was attached here; its content was not kept.]`;
  return { url: `${STAND_IN_PREFIX}${encodeURIComponent(note)}`, name: held.name, contentType: "text/plain" };
}

/** What a stand-in keeps of the file it stands for. */
export type AttachmentStandInFields = Pick<HeldAttachment, "name" | "mediaType"> & Partial<Pick<HeldAttachment, "size">>;

/** How every stand-in's URL starts (a file the widget reads is sent as base64, never so). */
const STAND_IN_PREFIX = "data:text/plain;charset=utf-8,";

/** Whether an attachment's URL is a stand-in's ({@link attachmentStandIn}), by its start alone: cheap enough for every save. */
export function isAttachmentStandIn(url: string): boolean {
  return url.startsWith(STAND_IN_PREFIX);
}
