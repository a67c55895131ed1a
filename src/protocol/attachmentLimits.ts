/*
 * How much a question may carry: one source for the widget (what it offers and checks before
 * sending) and the mock service (what it refuses). Plain values, so browser code does not bundle zod.
 */

/** The largest attachment, decoded: 5 MiB, as the service's own docs-site assistant takes. */
export const ATTACHMENT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Attachments one message may carry. */
export const ATTACHMENT_MAX_FILES = 10;

/** How much one question may carry. */
export interface AttachmentLimits {
  /**
   * Largest attachment, in bytes once decoded.
   * @default 5242880 (5 MiB)
   */
  maxFileBytes: number;
  /**
   * Attachments per message.
   * @default 10
   */
  maxFiles: number;
}

/** The service's limits, and the widget's defaults. */
export const ATTACHMENT_LIMITS: Readonly<AttachmentLimits> = Object.freeze({
  maxFileBytes: ATTACHMENT_MAX_FILE_BYTES,
  maxFiles: ATTACHMENT_MAX_FILES,
});

/** Characters of a base64 data URL holding `bytes` bytes of type `mediaType` (`data:<type>;base64,<data>`). */
export function dataUrlLength(bytes: number, mediaType: string): number {
  return `data:${mediaType};base64,`.length + Math.ceil(bytes / 3) * 4;
}

/**
 * Bytes of a request body carrying the most one question may (`maxFiles` files of `maxFileBytes`
 * each, as base64 data URLs; base64 needs no JSON escaping), before the rest of the body.
 */
export function largestAttachmentsBytes(limits: AttachmentLimits = ATTACHMENT_LIMITS): number {
  return limits.maxFiles * dataUrlLength(limits.maxFileBytes, "application/octet-stream");
}
