import MiniSearch from "minisearch";
import { normalizeTerm } from "./searchTerms";

/*
 * How a question's words are matched with a passage's: both cut to a stem (common English and
 * French endings off), a stem matching any word that begins with it, or a plural of it. A few
 * words also stand for the one the docs use ("hit the limit" is "exceed" it).
 */

const ENDINGS: [ending: string, replacement: string][] = [
  ["ations", ""], ["ation", ""], ["ements", ""], ["ement", ""], ["ments", ""], ["ment", ""], ["ings", ""], ["ing", ""],
  ["ions", ""], ["ion", ""], ["ies", "y"], ["ied", "y"], ["es", ""], ["ed", ""], ["er", ""], ["ez", ""], ["s", ""], ["e", ""],
];

/** Words the docs say otherwise: the question's word, and the docs' words it also matches. */
const SYNONYMS: Record<string, string[]> = { hit: ["exceed"], reach: ["exceed"], renew: ["rotate"], remove: ["revoke", "delete"] };

/** Subjects the docs do not cover, and the one they do cover that comes closest (only for saying what is closest). */
const RELATED: Record<string, string[]> = { kubernetes: ["docker"], k8s: ["docker"], container: ["docker"], containers: ["docker"], helm: ["docker"], podman: ["docker"] };

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** The stem of a normalized term: its ending cut while three letters or more remain ("créer" and "créez" are "cre"). */
export function stem(term: string): string {
  for (const [ending, replacement] of ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= 3) return term.slice(0, -ending.length) + replacement;
  }
  return term;
}

/** The stems of a text's subject words. */
export function stems(text: string): Set<string> {
  const found = new Set<string>();
  for (const token of tokenize(text)) {
    const term = normalizeTerm(token);
    if (term) found.add(stem(term));
  }
  return found;
}

/** True when a word of `words` matches the term stem `term`. */
export function mentions(words: ReadonlySet<string>, term: string): boolean {
  if (words.has(term)) return true;
  for (const word of words) {
    if (term.length < 4 ? word === `${term}s` || word === `${term}es` : word.startsWith(term) || (term.startsWith(word) && word.length >= 4 && term.length - word.length <= 2)) {
      return true;
    }
  }
  return false;
}

/** The stems a question's term is matched by: its own, and those of the docs' words for it. */
export function alternatives(term: string, related = false): string[] {
  const words = [term, ...(SYNONYMS[term] ?? []), ...(related ? (RELATED[term] ?? []) : [])];
  return [...new Set(words.map(stem))];
}
