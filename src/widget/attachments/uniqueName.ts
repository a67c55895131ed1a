import { ATTACHMENT_NAME_MAX_LENGTH } from "../../protocol";

/**
 * A file's name as the question carries it: cut to what the service takes (its extension kept), and
 * made unique among `taken` (`image.png`, `image (2).png`: every pasted screenshot is `image.png`), so
 * each chip has a name of its own. `pasted` names a file that came without one.
 */
export function uniqueName(given: string, taken: ReadonlySet<string>, pasted = "attachment"): string {
  const name = given.trim() || pasted;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot) : "";
  const base = (dot > 0 ? name.slice(0, dot) : name).slice(0, ATTACHMENT_NAME_MAX_LENGTH - extension.length - 5);
  let candidate = `${base}${extension}`;
  for (let count = 2; taken.has(candidate); count += 1) candidate = `${base} (${count})${extension}`;
  return candidate;
}
