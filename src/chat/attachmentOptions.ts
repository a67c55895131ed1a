/**
 * What the files a reader attaches to a question may be. Each option narrows the service's own rules
 * (`ATTACHMENT_LIMITS`, `attachmentKind`), which always apply: never SVG, never a program.
 */
export interface AttachmentOptions {
  /**
   * The files the picker offers and the widget takes, as `<input accept>` lists them: media types
   * (`image/png`, `text/*`) and extensions (`.yaml`). A file must also be an image or a text file the
   * service takes. @default images (PNG, JPEG, WebP, GIF) and text files (`DEFAULT_ATTACHMENT_ACCEPT`)
   */
  accept?: string[];
  /** The largest file, in bytes. @default 5242880 (5 MiB, the service's limit) */
  maxFileBytes?: number;
  /** Files one question may carry. @default 10 (the service's limit) */
  maxFiles?: number;
  /**
   * The largest request body the service (or a proxy in front of it) takes, in bytes: a question whose
   * request would be larger is not sent, and the reader is told which file to remove.
   * @default 104857600 (100 MiB, which takes ten 5 MiB files with the history)
   */
  maxRequestBytes?: number;
}

/** The service's largest request body, unless the site says otherwise: 100 MiB. */
export const DEFAULT_MAX_REQUEST_BYTES = 100 * 1024 * 1024;
