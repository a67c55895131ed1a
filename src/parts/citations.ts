import type { UIMessage } from "@ai-sdk/ui-utils";
import { createContext, useContext } from "react";
import { answerLinks, type AnswerLink } from "./answerLinks";
import { citationKey } from "./citationKey";
import { findPassage, termsOf, type Passage } from "./findPassage";
import type { SearchedPage, SourcePage } from "./searchedPages";

/** An answer's citations: which page a link cites, and the passage each citation rests on. */
export interface Citations {
  /** The number of the cited page `href` goes to (as in the list of sources), or undefined. */
  number(href: string | undefined): number | undefined;
  /** The cited page that has this number. */
  page(number: number): SourcePage | undefined;
  /**
   * The passage of page `number` its citation rests on (see `findPassage`): the one its `occurrence`-th
   * citation in the text (from 0) draws on, or, without `occurrence`, the one all its citations do.
   * Undefined while the search gave no text of that page, or none that matches.
   */
  passage(number: number, occurrence?: number): Passage | undefined;
}

const NO_CITATIONS: Citations = { number: () => undefined, page: () => undefined, passage: () => undefined };

/** The citations of the answer being drawn (none outside `MessageParts`). */
export const CitationContext = createContext<Citations>(NO_CITATIONS);
CitationContext.displayName = "CitationContext";

/** The citations in effect. */
export function useCitations(): Citations {
  return useContext(CitationContext);
}

/** A citation whose own sentence has fewer meaningful words ("Read more: …") rests on all of that page's citations. */
const OWN_SENTENCE_TERMS = 3;

/**
 * The citations of a message whose sources are `pages` (numbered from 1) and whose searches found
 * `searched`. A link matches a page by `citationKey` (its path, whatever the origin, fragment, query,
 * trailing slash or `.html`). Passages are looked for when asked, in the text `text()` gives then (a
 * streaming answer's latest), and remembered while that text stays the same.
 */
export function createCitations(pages: readonly SourcePage[], searched: ReadonlyMap<string, SearchedPage>, text: () => string): Citations {
  if (pages.length === 0) return NO_CITATIONS;
  const numbers = new Map<string, number>();
  pages.forEach((page, index) => {
    for (const where of [page.url, page.path]) {
      const key = citationKey(where);
      if (key && !numbers.has(key)) numbers.set(key, index + 1);
    }
  });
  const number = (href: string | undefined) => {
    const key = citationKey(href);
    return key ? numbers.get(key) : undefined;
  };
  let links: { text: string; cited: AnswerLink[][] } | undefined;
  const passages = new Map<string, Passage | undefined>();
  const sentences = (wanted: number) => {
    const current = text();
    if (links?.text !== current) {
      const cited: AnswerLink[][] = pages.map(() => []);
      for (const link of answerLinks(current)) {
        const found = number(link.href);
        if (found !== undefined) cited[found - 1]!.push(link);
      }
      links = { text: current, cited };
      passages.clear();
    }
    return links.cited[wanted - 1]?.map((link) => link.sentence) ?? [];
  };
  return {
    number,
    page: (wanted) => pages[wanted - 1],
    passage(wanted, occurrence) {
      const page = pages[wanted - 1];
      const content = page && (searched.get(citationKey(page.url) ?? "") ?? searched.get(citationKey(page.path) ?? ""))?.content;
      if (!content) return undefined;
      const all = sentences(wanted);
      const own = occurrence === undefined ? undefined : all[occurrence];
      const query = own !== undefined && termsOf(own).size >= OWN_SENTENCE_TERMS ? own : all.join(" ");
      const key = `${wanted}:${query}`;
      if (!passages.has(key)) passages.set(key, findPassage(content, query));
      return passages.get(key);
    },
  };
}

/** The markdown of a message's text parts, one after the other. */
export function messageText(message: Pick<UIMessage, "parts">): string {
  return (message.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("\n\n");
}
