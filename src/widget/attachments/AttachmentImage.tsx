import { useEffect, useMemo, useRef, type ImgHTMLAttributes, type ReactNode } from "react";
import { attachmentRuleBreaks, readDataUrl, type Attachment } from "../../protocol";

/** Props of {@link AttachmentImage}. */
export interface AttachmentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  attachment: Attachment;
  /** Shown instead when the attachment is no image to show. @default null */
  fallback?: ReactNode;
}

/**
 * An image the reader attached, shown from memory: an object URL made from its data URL, revoked
 * when the image goes. `fallback` for anything but a well-formed PNG, JPEG, WebP or GIF data URL
 * whose bytes are that image's (never SVG, never an address to load): an `<img>` here only ever shows
 * the reader's own bytes.
 */
export function AttachmentImage({ attachment, fallback = null, alt = "", ...props }: AttachmentImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const { url, name, contentType } = attachment;
  // Checked once per file: the check reads the whole data URL (7 MB for a 5 MiB image).
  const source = useMemo(() => (isShownImage({ url, name, contentType }) ? url : undefined), [url, name, contentType]);
  useEffect(() => {
    const element = image.current;
    const objectUrl = source && objectUrlOf(source);
    if (!element || !objectUrl) return;
    element.src = objectUrl;
    return () => {
      element.removeAttribute("src");
      URL.revokeObjectURL(objectUrl);
    };
  }, [source]);
  return source ? <img ref={image} alt={alt} decoding="async" {...props} /> : fallback;
}

/** Whether an attachment is an image the service would take: an accepted image type whose bytes start as that type's do. */
export function isShownImage(attachment: Attachment): boolean {
  return attachment.contentType?.startsWith("image/") === true && attachmentRuleBreaks({ url: attachment.url, name: attachment.name, type: attachment.contentType }).length === 0;
}

function objectUrlOf(dataUrl: string): string | undefined {
  const reading = readDataUrl(dataUrl);
  if (!reading.ok || !reading.value.base64) return undefined;
  const binary = atob(reading.value.data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return URL.createObjectURL(new Blob([bytes], { type: reading.value.mediaType }));
}
