import { DEFAULT_MAX_REQUEST_BYTES, type AttachmentOptions } from "../../chat/attachmentOptions";
import { ATTACHMENT_LIMITS, DEFAULT_ATTACHMENT_ACCEPT } from "../../protocol";
import { acceptsFile } from "./acceptsFile";

/** The `attachments` option with its defaults in place, and what its `accept` list lets in. */
export interface AttachmentSettings {
  accept: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  /** Whether `accept` takes any image, and any text file (what a refusal tells the reader). */
  images: boolean;
  text: boolean;
}

/** The option's values where they are usable (a non-empty list of strings, positive numbers), the defaults elsewhere. */
export function attachmentSettings(options: AttachmentOptions): AttachmentSettings {
  const given = Array.isArray(options.accept) ? options.accept.filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "") : [];
  const accept = given.length > 0 ? given : DEFAULT_ATTACHMENT_ACCEPT;
  return {
    accept,
    maxFileBytes: positive(options.maxFileBytes) ?? ATTACHMENT_LIMITS.maxFileBytes,
    maxFiles: Math.floor(positive(options.maxFiles) ?? ATTACHMENT_LIMITS.maxFiles),
    maxRequestBytes: positive(options.maxRequestBytes) ?? DEFAULT_MAX_REQUEST_BYTES,
    images: ["image/png", "image/jpeg", "image/webp", "image/gif"].some((type) => acceptsFile(accept, `file.${type.slice(6)}`, type)),
    text: acceptsFile(accept, "file.txt", "text/plain") || acceptsFile(accept, "file.yaml", "application/yaml"),
  };
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? value : undefined;
}
