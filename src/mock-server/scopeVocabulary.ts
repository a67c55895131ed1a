import type { CorpusPage } from "./corpusPage";
import type { QueryTerm } from "./questionTerms";
import { mentions, stems } from "./termMatch";

const wordsOfPage = new WeakMap<CorpusPage, Set<string>>();

/** The stems of every word of a page: its title, the question it answers, its text. */
export function pageWords(page: CorpusPage): Set<string> {
  let words = wordsOfPage.get(page);
  if (!words) {
    words = stems(`${page.title}\n${page.question ?? ""}\n${page.body}`);
    wordsOfPage.set(page, words);
  }
  return words;
}

/**
 * How telling each word of a question is within the docs searched (the pages the filter lets
 * through): a word few pages use says more about what is asked than one every page uses, and a
 * word no page uses is a subject the docs do not cover.
 */
export class ScopeVocabulary {
  private readonly frequency = new Map<string, number>();
  private codeNames: Set<string> | undefined;

  constructor(readonly pages: readonly CorpusPage[]) {}

  /** How many pages in scope mention the term (or, `related`, the nearest subject they cover). */
  pagesMentioning(term: QueryTerm, related = false): number {
    const key = `${related ? "~" : ""}${term.term}`;
    let count = this.frequency.get(key);
    if (count === undefined) {
      const alternatives = related ? term.relatedStems : term.stems;
      count = this.pages.filter((page) => alternatives.some((stem) => mentions(pageWords(page), stem))).length;
      this.frequency.set(key, count);
    }
    return count;
  }

  /**
   * How many pages in scope use the term itself: a word of theirs has one of its stems, no prefix
   * taken for the word ("apples" is not "apply"). For the reader's own texts, a file of hundreds of
   * words, where a prefix matches something by chance.
   */
  pagesUsing(term: QueryTerm): number {
    const key = `=${term.term}`;
    let count = this.frequency.get(key);
    if (count === undefined) {
      count = this.pages.filter((page) => term.stems.some((stem) => pageWords(page).has(stem))).length;
      this.frequency.set(key, count);
    }
    return count;
  }

  /** A word some pages in scope use as it is, at most half of them: {@link distinctive}, without prefixes. */
  distinctiveAsIs(term: QueryTerm): boolean {
    const count = this.pagesUsing(term);
    return count > 0 && count <= this.pages.length / 2;
  }

  /**
   * Whether the prose of a page in scope names this as code, as docs do with a setting they explain
   * (`` `retries` is how many times… ``); not counting code blocks, which only show it. Case-insensitive.
   */
  namesAsCode(name: string): boolean {
    if (!this.codeNames) {
      const names = new Set<string>();
      for (const page of this.pages) {
        for (const block of page.sections.flatMap((section) => section.blocks)) {
          if (block.type === "text") for (const [, code] of block.text.matchAll(/`([^`\n]+)`/g)) names.add(code!.toLowerCase());
        }
      }
      this.codeNames = names;
    }
    return this.codeNames.has(name.toLowerCase());
  }

  /** How much matching the term counts: more the fewer pages mention it; 0 for a word no page uses. */
  weight(term: QueryTerm, related = false): number {
    const count = this.pagesMentioning(term, related);
    return count === 0 ? 0 : Math.log((this.pages.length + 1) / (count + 0.5));
  }

  /** A word no page in scope uses. */
  unknown(term: QueryTerm): boolean {
    return this.pagesMentioning(term) === 0;
  }

  /** A word that tells pages apart: some pages use it, at most half of them. */
  distinctive(term: QueryTerm, related = false): boolean {
    const count = this.pagesMentioning(term, related);
    return count > 0 && count <= this.pages.length / 2;
  }
}
