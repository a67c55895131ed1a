import type { UIMessage } from "@ai-sdk/ui-utils";
import { createContext, useContext } from "react";
import { citationKey } from "./citationKey";
import type { SearchedPage, SourcePage } from "./searchedPages";

/** An answer's citations: which page a link cites, and what a citation's passage is looked for in (see `passageOf`). */
export interface Citations {
  /** The number of the cited page `href` goes to (as in the list of sources), or undefined. */
  number(href: string | undefined): number | undefined;
  /** The cited page that has this number. */
  page(number: number): SourcePage | undefined;
  /** The text the search gave of page `number` (its result's `content`), or undefined. */
  content(number: number): string | undefined;
  /** The answer's markdown as it is now (a streaming answer's latest). */
  text(): string;
}

const NO_CITATIONS: Citations = { number: () => undefined, page: () => undefined, content: () => undefined, text: () => "" };

/** The citations of the answer being drawn (none outside `MessageParts`). */
export const CitationContext = createContext<Citations>(NO_CITATIONS);
CitationContext.displayName = "CitationContext";

/** The citations in effect. */
export function useCitations(): Citations {
  return useContext(CitationContext);
}

/**
 * The citations of a message whose sources are `pages` (numbered from 1), whose searches found
 * `searched`, and whose text `text()` gives when asked. A link matches a page by `citationKey` (its
 * path, whatever the origin, fragment, query, trailing slash or `.html`).
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
  return {
    number(href) {
      const key = citationKey(href);
      return key ? numbers.get(key) : undefined;
    },
    page: (wanted) => pages[wanted - 1],
    content(wanted) {
      const page = pages[wanted - 1];
      return page && (searched.get(citationKey(page.url) ?? "") ?? searched.get(citationKey(page.path) ?? ""))?.content;
    },
    text,
  };
}

/** The markdown of a message's text parts, one after the other. */
export function messageText(message: Pick<UIMessage, "parts">): string {
  return (message.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("\n\n");
}
