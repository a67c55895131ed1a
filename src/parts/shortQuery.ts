/** How many words of a search query a status line shows. */
export const QUERY_WORDS = 6;
/** How many characters of a search query a status line shows, at most. */
export const QUERY_CHARS = 48;

/**
 * A search query cut to what a quiet status line can say: its first few words, whitespace collapsed,
 * with "…" when something was left out. The service's query can be the question plus every word of the
 * code the reader attached ("how do I … import nimbus sdk const new apikey …"): the start is the question.
 */
export function shortQuery(query: string | undefined, words = QUERY_WORDS, chars = QUERY_CHARS): string | undefined {
  const all = query?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (all.length === 0) return undefined;
  let shown = "";
  for (const word of all.slice(0, words)) {
    const next = shown ? `${shown} ${word}` : word;
    if (next.length > chars) {
      if (!shown) shown = [...word].slice(0, chars).join("");
      break;
    }
    shown = next;
  }
  return shown !== all.join(" ") ? `${shown.replace(/[\s.,;:!?…]+$/u, "")}…` : shown;
}
