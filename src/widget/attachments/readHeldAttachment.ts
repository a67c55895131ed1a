import {
  V1_ATTACHMENT_FIELDS,
  attachmentKind,
  attachmentMediaType,
  attachmentRuleBreaks,
  fileExtension,
  REFUSED_ATTACHMENT_EXTENSIONS,
  type HeldAttachment,
} from "../../protocol";
import { acceptsFile } from "./acceptsFile";
import type { AttachmentRefusal } from "./attachmentRefusal";
import type { AttachmentSettings } from "./attachmentSettings";

/** A file read for a question, or why it was not. */
export type AttachmentReading = { held: HeldAttachment; refusal?: undefined } | { held?: undefined; refusal: AttachmentRefusal };

/**
 * Reads a file the reader chose, dropped or pasted, under `name`, into what the widget holds and sends:
 * refused at once when its type is not one the settings and the service take (SVG and programs never),
 * or it is larger than `maxFileBytes`; else read into a base64 data URL of its media type (a `.yaml` the
 * browser did not type is sent as `application/yaml`, a `.ts` as text, not video) and checked as the
 * service checks it (`attachmentRuleBreaks`: a `.png` that is no PNG, a text file with binary bytes).
 * Read from memory; nothing leaves the page.
 */
export async function readHeldAttachment(file: Blob, name: string, settings: AttachmentSettings): Promise<AttachmentReading> {
  const mediaType = attachmentMediaType(name, file.type);
  const kind = attachmentKind(mediaType);
  const extension = fileExtension(name);
  const format = (extension || mediaType.split("/")[1] || "").toUpperCase();
  if (!kind || (REFUSED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension) || !acceptsFile(settings.accept, name, mediaType)) {
    return { refusal: { reason: "type", name, format: extension === "svgz" || mediaType === "image/svg+xml" ? "SVG" : format, images: settings.images, text: settings.text } };
  }
  if (file.size > settings.maxFileBytes) return { refusal: { reason: "size", name, size: file.size, limit: settings.maxFileBytes } };
  let url: string;
  try {
    url = await readAsDataUrl(file.slice(0, file.size, mediaType));
  } catch {
    return { refusal: { reason: "unreadable", name } };
  }
  if (attachmentRuleBreaks({ url, name, type: mediaType }, V1_ATTACHMENT_FIELDS, settings).length > 0) return { refusal: { reason: "content", name, kind, format } };
  return { held: { name, mediaType, kind, size: file.size, url } };
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("not read")));
    reader.onerror = () => reject(reader.error ?? new Error("not read"));
    reader.readAsDataURL(blob);
  });
}
