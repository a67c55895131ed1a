import { fileExtension, mediaTypeEssence } from "../../protocol";

/**
 * Whether an `accept` list (as `<input accept>` writes it: `image/png`, `text/*`, `.yaml`) takes a
 * file of this name and media type: by type, by a `type/*` wildcard, or by its extension.
 */
export function acceptsFile(accept: readonly string[], name: string, mediaType: string): boolean {
  const type = mediaTypeEssence(mediaType);
  const extension = fileExtension(name);
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith(".")) return wanted.slice(1) === extension;
    if (wanted.endsWith("/*")) return type.startsWith(wanted.slice(0, -1));
    return wanted === type;
  });
}
