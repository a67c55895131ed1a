import MiniSearch from "minisearch";
import type { ContextItem } from "../protocol";
import { normalizeTerm } from "./searchTerms";

/** Characters of a question the search tool's query shows at most. */
const QUERY_CHARS = 200;
/** Words a keyword query takes from each context item, and in all. */
const WORDS_PER_ITEM = 8;
const WORDS = 16;

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/**
 * The search tool's query, as a reader would recognise it: the question itself; or, when code or a
 * selection came with it, a keyword query of the question's subject words and the context's
 * ("what does this mean?" has none; the selection says what "this" is). Never the two glued together.
 */
export function searchQuery(question: string, context: readonly ContextItem[]): string {
  const asked = question.replace(/\s+/g, " ").trim();
  if (context.length > 0) {
    const words = new Map<string, string>();
    for (const word of keywords(asked)) words.set(word.term, word.shown);
    for (const item of context) {
      for (const word of keywords(item.value.slice(0, 2_000)).slice(0, WORDS_PER_ITEM)) if (!words.has(word.term)) words.set(word.term, word.shown);
    }
    const query = [...words.values()].slice(0, WORDS).join(" ");
    if (query !== "") return query;
  }
  if (asked.length <= QUERY_CHARS) return asked;
  return `${asked.slice(0, asked.lastIndexOf(" ", QUERY_CHARS) > 0 ? asked.lastIndexOf(" ", QUERY_CHARS) : QUERY_CHARS)}…`;
}

/** The subject words of a text as written (lower case, accents kept), each once. */
function keywords(text: string): { term: string; shown: string }[] {
  const found: { term: string; shown: string }[] = [];
  for (const token of tokenize(text)) {
    const term = normalizeTerm(token);
    if (term && !found.some((word) => word.term === term)) found.push({ term, shown: token.toLowerCase() });
  }
  return found;
}
