import { useId, useState, type KeyboardEvent } from "react";
import { heldAttachmentToWire, type HeldAttachment } from "../../protocol";
import { AttachmentImage } from "./AttachmentImage";
import type { AttachmentLabels } from "./attachmentLabels";
import { attachmentFormat } from "./attachmentFormat";
import { FileIcon } from "./FileIcon";

/** Props of {@link AttachmentChip}. */
export interface AttachmentChipProps {
  file: HeldAttachment;
  labels: AttachmentLabels;
  /** Removes the file; `byKey` when Delete or Backspace did it (focus then moves on). */
  onRemove: (byKey: boolean) => void;
}

/**
 * A file waiting to go with the next question: a thumbnail (an image) or a file icon, its name, kind
 * and size. The chip is a button named by the file's name that opens a preview of what will be sent
 * (the image, or the text's start); Delete or Backspace on it removes the file, as its × does.
 */
export function AttachmentChip({ file, labels, onRemove }: AttachmentChipProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const previewId = useId();
  const wire = heldAttachmentToWire(file);
  const removeByKey = (event: KeyboardEvent) => {
    if (event.key !== "Delete" && event.key !== "Backspace") return;
    event.preventDefault();
    onRemove(true);
  };
  return (
    <li className="daw-chip daw-attachment" part="attachment-chip" data-kind={file.kind}>
      <button
        type="button"
        className="daw-chip-show"
        aria-describedby={detailsId}
        aria-expanded={open}
        aria-controls={open ? previewId : undefined}
        aria-keyshortcuts="Delete Backspace"
        onClick={() => setOpen(!open)}
        onKeyDown={removeByKey}
      >
        <AttachmentImage attachment={wire} className="daw-attachment-thumb" fallback={<FileIcon />} />
        <span className="daw-chip-text" dir="auto">
          {file.name}
        </span>
      </button>
      <span className="daw-attachment-details" id={detailsId} dir="auto">
        {labels.attachmentKind(file.kind, attachmentFormat(file.name, file.mediaType))}, {labels.fileSize(file.size)}
      </span>
      <button type="button" className="daw-chip-remove" aria-label={labels.removeAttachment(file.name)} onClick={() => onRemove(false)} onKeyDown={removeByKey}>
        <span aria-hidden="true">×</span>
      </button>
      {open && (
        <div className="daw-chip-full daw-attachment-preview" id={previewId}>
          {file.kind === "image" ? <AttachmentImage attachment={wire} alt={file.name} /> : <pre tabIndex={0}>{textStart(file.url)}</pre>}
        </div>
      )}
    </li>
  );
}

/** The first 4,000 characters of a text file's data URL, decoded as UTF-8: what the preview shows. */
function textStart(url: string | undefined): string {
  if (!url) return "";
  const data = url.slice(url.indexOf(",") + 1, url.indexOf(",") + 1 + 5_336);
  try {
    const binary = atob(data.slice(0, data.length - (data.length % 4)));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes).slice(0, 4_000);
  } catch {
    return "";
  }
}
