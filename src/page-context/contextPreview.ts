import type { ContextItem } from "../protocol";
import { cutToLength } from "./normalizeContextValue";

/** Default length of a chip's preview, ellipsis included. */
export const CONTEXT_PREVIEW_CHARS = 60;

/**
 * A one-line preview of an item's value for a chip: all whitespace (code indentation too)
 * folded to single spaces and cut to `maxChars` with an ellipsis, preferring a word boundary
 * near the end. Plain text: render it as a text node, never as HTML.
 */
export function contextPreview(item: Pick<ContextItem, "value">, maxChars: number = CONTEXT_PREVIEW_CHARS): string {
  const line = item.value.replace(/\s+/g, " ").trim();
  if (line.length <= maxChars) return line;
  const { value: cut } = cutToLength(line, Math.max(1, maxChars - 1));
  const space = cut.lastIndexOf(" ");
  const wordEnd = space >= cut.length * 0.75 ? cut.slice(0, space) : cut;
  return `${wordEnd.trimEnd()}…`;
}
