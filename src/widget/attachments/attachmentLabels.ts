import type { AttachmentKind } from "../../protocol";
import type { AttachmentRefusal } from "./attachmentRefusal";
import { fileSize } from "./fileSize";

/**
 * The strings of files attached to questions. Optional in `WidgetLabels`: their English defaults
 * ({@link DEFAULT_ATTACHMENT_LABELS}) load with the attachments' code, only where files are on.
 */
export interface AttachmentLabels {
  /** The composer's button that opens the file picker (with `attachments`). @default "Attach files" */
  attachFiles: string;
  /** Shown over the panel while files are dragged over it. @default "Drop files to attach them" */
  dropFiles: string;
  /** Names the chips of the files waiting to go with the next question. @default "Files for your next question" */
  pendingAttachments: string;
  /** Names the files a question was sent with. @default "Attached files" */
  attachedFiles: string;
  /** Announced as a file is attached. @default "{name} attached" */
  attachmentAdded: (name: string) => string;
  /** Announced as a file is removed. @default "{name} removed" */
  attachmentRemoved: (name: string) => string;
  /** A file chip's remove button, given the file's name. @default "Remove {name}" */
  removeAttachment: (name: string) => string;
  /** What a file is, given its kind and format (its extension, upper case). @default "PNG image" / "YAML file" */
  attachmentKind: (kind: AttachmentKind, format: string) => string;
  /** A file's size. @default "812 bytes" / "34 KB" / "4.2 MB" */
  fileSize: (bytes: number) => string;
  /** Beside a file of an earlier question whose content was too large to keep. @default "content not kept" */
  attachmentNotKept: string;
  /** Why a file was not attached, or which file to remove for the question to be sent (see `AttachmentRefusal`). */
  attachmentRefused: (refusal: AttachmentRefusal) => string;
}

/** The English attachment labels. */
export const DEFAULT_ATTACHMENT_LABELS: AttachmentLabels = {
  attachFiles: "Attach files",
  dropFiles: "Drop files to attach them",
  pendingAttachments: "Files for your next question",
  attachedFiles: "Attached files",
  attachmentAdded: (name) => `${name} attached`,
  attachmentRemoved: (name) => `${name} removed`,
  removeAttachment: (name) => `Remove ${name}`,
  attachmentKind: (kind, format) => `${format} ${kind === "image" ? "image" : "file"}`,
  fileSize: (bytes) => fileSize(bytes, "bytes", "KB", "MB", "."),
  attachmentNotKept: "content not kept",
  attachmentRefused: (refusal) => {
    const { name } = refusal;
    const size = DEFAULT_ATTACHMENT_LABELS.fileSize;
    switch (refusal.reason) {
      case "type": {
        if (refusal.format === "SVG") return `${name} can't be attached: SVG images can carry scripts.`;
        const what = refusal.images && refusal.text ? "images (PNG, JPEG, WebP, GIF) and text files" : refusal.images ? "images (PNG, JPEG, WebP, GIF)" : "text files";
        return `${name} can't be attached: only ${what} can.`;
      }
      case "size":
        return `${name} is too large to attach (${size(refusal.size)}): files can be up to ${size(refusal.limit)}.`;
      case "count":
        return `${name} wasn't attached: a question can carry up to ${refusal.limit} files.`;
      case "content":
        return `${name} can't be attached: it isn't ${refusal.kind === "image" ? `a ${refusal.format} image` : "a text file"}.`;
      case "unreadable":
        return `${name} couldn't be read. Try attaching it again.`;
      case "request":
        return `This question is too large to send with its files (the assistant takes up to ${size(refusal.limit)}): remove ${name} and try again.`;
    }
  },
};

/** The attachment labels in effect: the site's (already checked by `resolveLabels`), the English defaults for the rest. */
export function attachmentLabels(labels: Partial<AttachmentLabels>): AttachmentLabels {
  const resolved = { ...DEFAULT_ATTACHMENT_LABELS };
  for (const key of Object.keys(resolved) as Array<keyof AttachmentLabels>) {
    if (labels[key] !== undefined) (resolved as Record<string, unknown>)[key] = labels[key];
  }
  return resolved;
}
