import { fileExtension } from "../../protocol";

/** A file's format as a reader names it: its extension, upper case (`PNG`, `YAML`, `LOG`), else its type's (`PNG` for `image/png`), else `TXT`. */
export function attachmentFormat(name: string, mediaType: string): string {
  const extension = fileExtension(name);
  if (extension) return extension.toUpperCase();
  const subtype = mediaType.split("/")[1]?.split(/[;+]/)[0] ?? "";
  return (mediaType.startsWith("image/") && subtype ? subtype : "txt").toUpperCase();
}
