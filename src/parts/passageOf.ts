import { answerLinks } from "./answerLinks";
import type { Citations } from "./citations";
import { findPassage, termsOf, type Passage } from "./findPassage";
import { withTextFragment } from "./textFragment";

/** A citation's passage, and the link that opens its page there. */
export interface CitedPassage {
  /** Undefined while the search gave no text of the page, or none that matches. */
  passage: Passage | undefined;
  /** The citation's `href` opening the page at the passage, where the browser can (a text fragment). */
  href: string;
}

/** Which citation: of which page, which of its citations in the text (see `passageOf`), where it goes. */
export interface CitationTarget {
  number: number;
  occurrence?: number;
  href: string;
}

/** A citation whose own sentence has fewer meaningful words ("Read more: …") rests on all of that page's citations. */
const OWN_SENTENCE_TERMS = 3;

interface Read {
  /** The answer's text they were read in. */
  text: string;
  /** The claims citing each page (by number, from 1), in the order of the text. */
  claims: string[][];
  passages: Map<string, Passage | undefined>;
}

// Per answer: read again only when its text has changed.
const reads = new WeakMap<Citations, Read>();

/**
 * The passage of cited page `number` a citation rests on (see `findPassage`): the one its
 * `occurrence`-th citation in the text (from 0) draws on, or, without `occurrence`, the one all its
 * citations do; and `href` opening the page at it.
 */
export function passageOf(citations: Citations, { number, occurrence, href }: CitationTarget): CitedPassage {
  const content = citations.content(number);
  if (!content) return { passage: undefined, href };
  const text = citations.text();
  let read = reads.get(citations);
  if (read?.text !== text) {
    const claims: string[][] = [];
    for (const link of answerLinks(text)) {
      const cited = citations.number(link.href);
      if (cited !== undefined) (claims[cited - 1] ??= []).push(link.sentence);
    }
    read = { text, claims, passages: new Map() };
    reads.set(citations, read);
  }
  const all = read.claims[number - 1] ?? [];
  const own = occurrence === undefined ? undefined : all[occurrence];
  const query = own !== undefined && termsOf(own).size >= OWN_SENTENCE_TERMS ? own : all.join(" ");
  const key = `${number}:${query}`;
  if (!read.passages.has(key)) read.passages.set(key, findPassage(content, query));
  const passage = read.passages.get(key);
  return { passage, href: withTextFragment(href, passage?.text) };
}
