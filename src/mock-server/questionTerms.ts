import MiniSearch from "minisearch";
import { normalizeTerm } from "./searchTerms";
import { alternatives, stem } from "./termMatch";

/** A subject word of a question, as asked and as matched. */
export interface QueryTerm {
  /** The word as the reader wrote it (`Kubernetes`), for saying what the docs do not mention. */
  word: string;
  /** Lower case, accents folded: the search's own term. */
  term: string;
  /** The stems a passage may match it by (its own, and the docs' words for it). */
  stems: string[];
  /** The same, with the nearest subject the docs do cover (for what is closest). */
  relatedStems: string[];
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** Subject words a question is matched by, at most: past that it is not one question but a page of text. */
const MAX_TERMS = 24;

/** The subject words of a text, in order, each once (the first {@link MAX_TERMS}). */
export function questionTerms(text: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const word of tokenize(text)) {
    if (terms.length === MAX_TERMS) break;
    const term = normalizeTerm(word);
    if (!term || terms.some((known) => known.term === term || known.stems[0] === stem(term))) continue;
    terms.push({ word, term, stems: alternatives(term), relatedStems: alternatives(term, true) });
  }
  return terms;
}
