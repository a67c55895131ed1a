import { useMemo, useRef } from "react";
import { attachmentKind, readAttachmentStandIn, readDataUrl, type Attachment } from "../../protocol";
import { useIsomorphicLayoutEffect } from "../../parts/useIsomorphicLayoutEffect";
import type { WidgetLabels } from "../widgetLabels";
import { adoptAttachmentStyles } from "./adoptAttachmentStyles";
import { AttachmentImage } from "./AttachmentImage";
import { attachmentFormat } from "./attachmentFormat";
import { attachmentLabels, type AttachmentLabels } from "./attachmentLabels";
import { FileIcon } from "./FileIcon";

/** Props of {@link SentAttachments}. */
export interface SentAttachmentsProps {
  /** The question's `experimental_attachments`. */
  attachments: ReadonlyArray<Attachment>;
  labels: WidgetLabels;
}

/**
 * The files a question was sent with, under it: a thumbnail for an image (from memory), a file icon
 * for the rest, each with its name, kind and size; a file whose content was too large to keep (a
 * stand-in) says so. Loaded with the attachments' code, when a question with files is shown.
 */
export function SentAttachments({ attachments, labels }: SentAttachmentsProps) {
  const text = useMemo(() => attachmentLabels(labels), [labels]);
  const list = useRef<HTMLUListElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (list.current) adoptAttachmentStyles(list.current);
  }, []);
  return (
    <ul ref={list} className="daw-sent-files" part="sent-attachments" aria-label={text.attachedFiles}>
      {attachments.map((attachment, index) => (
        <SentFile key={index} attachment={attachment} labels={text} />
      ))}
    </ul>
  );
}

function SentFile({ attachment, labels }: { attachment: Attachment; labels: AttachmentLabels }) {
  const { url, name, contentType } = attachment;
  const file = useMemo(() => describeFile({ url, name, contentType }), [url, name, contentType]);
  return (
    <li className="daw-sent-file" data-kind={file.kind} data-kept={file.kept}>
      {file.kept ? <AttachmentImage attachment={attachment} className="daw-attachment-thumb" fallback={<FileIcon />} /> : <FileIcon />}
      <span className="daw-sent-file-text">
        <span className="daw-sent-file-name" dir="auto">
          {file.name}
        </span>{" "}
        <span className="daw-attachment-details" dir="auto">
          {[labels.attachmentKind(file.kind, attachmentFormat(file.name, file.mediaType)), file.size === undefined ? "" : labels.fileSize(file.size), file.kept ? "" : labels.attachmentNotKept]
            .filter(Boolean)
            .join(", ")}
        </span>
      </span>
    </li>
  );
}

/** What a sent file was: from its stand-in when its content was not kept, else from its data URL. */
function describeFile(attachment: Attachment) {
  const standIn = readAttachmentStandIn(attachment);
  const reading = standIn ? undefined : readDataUrl(attachment.url);
  const mediaType = standIn?.mediaType ?? attachment.contentType ?? (reading?.ok ? reading.value.mediaType : "text/plain");
  return {
    name: standIn?.name ?? attachment.name ?? "attachment",
    mediaType,
    kind: attachmentKind(mediaType) ?? ("text" as const),
    size: standIn ? standIn.size : reading?.ok ? reading.value.byteLength : undefined,
    kept: !standIn,
  };
}
