import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from "react";
import { WidgetLink, type LinkProps } from "../markdown/markdownComponents";
import type { CitedPage } from "../protocol";
import { AssistantComponentsContext, useAssistantComponents, type AssistantComponents } from "./assistantComponents";
import { usePartLabels } from "./partLabels";

/** The number of the cited page a link goes to (as in the list of sources), or undefined. */
export type CitationLookup = (href: string | undefined) => number | undefined;

const NO_CITATIONS: CitationLookup = () => undefined;

/**
 * The numbers of an answer's cited pages, by where they go. A `Link` drawn inside an answer reads it
 * (`useCitationNumber(href)`) to show the small marker that matches the list of sources.
 */
export const CitationContext = createContext<CitationLookup>(NO_CITATIONS);
CitationContext.displayName = "CitationContext";

/** The number of the cited page `href` goes to, when the answer lists it as a source. */
export function useCitationNumber(href: string | undefined): number | undefined {
  return useContext(CitationContext)(href);
}

/**
 * The lookup for a list of cited pages, numbered from 1. A link matches a page by its path (ignoring
 * the origin, a fragment, a query, a trailing slash and an `.html` ending), so the answer's
 * `/guides/install#step-2` and the source `https://docs.example.com/guides/install` are the same page.
 */
export function citationLookup(pages: readonly CitedPage[]): CitationLookup {
  if (pages.length === 0) return NO_CITATIONS;
  const numbers = new Map<string, number>();
  pages.forEach((page, index) => {
    for (const where of [page.url, page.path]) {
      const key = citationKey(where);
      if (key && !numbers.has(key)) numbers.set(key, index + 1);
    }
  });
  return (href) => {
    const key = citationKey(href);
    return key ? numbers.get(key) : undefined;
  };
}

/** Where a link goes, as compared with a cited page: its path, without what does not change the page. */
export function citationKey(url: string | undefined): string | undefined {
  if (!url || url.startsWith("#")) return undefined;
  let path: string;
  try {
    path = new URL(url.trim(), "http://citation.invalid").pathname;
  } catch {
    return undefined;
  }
  const key = path.replace(/\.html?$/i, "").replace(/\/index$/i, "").replace(/\/+$/, "");
  return key === "" ? undefined : key;
}

/** A `Link` that draws the link, then the number of the page it cites (when it cites one). */
function citingLink(Link: ComponentType<LinkProps>): ComponentType<LinkProps> {
  function CitingLink(props: LinkProps) {
    const labels = usePartLabels();
    const number = useCitationNumber(props.href);
    return (
      <>
        <Link {...props} />
        {number !== undefined ? (
          <sup className="daw-cite" data-cite={number}>
            <span className="daw-visually-hidden"> {`${labels.citation} ${number}`}</span>
            <span aria-hidden="true">{number}</span>
          </sup>
        ) : null}
      </>
    );
  }
  CitingLink.displayName = `Citing(${Link.displayName ?? Link.name ?? "Link"})`;
  return CitingLink;
}

const citingLinks = new WeakMap<ComponentType<LinkProps>, ComponentType<LinkProps>>();

/**
 * Draws `children` (an answer's text) with `Link` wrapped so that each link to a cited page is
 * followed by its number (from the enclosing `CitationContext`). The site's own `Link` still draws the link itself, with the props it always gets.
 */
export function CitingAnswer({ children }: { children: ReactNode }) {
  const components = useAssistantComponents();
  const base = components.Link ?? WidgetLink;
  const withCitations = useMemo<AssistantComponents>(() => {
    let Link = citingLinks.get(base);
    if (!Link) {
      Link = citingLink(base);
      citingLinks.set(base, Link);
    }
    return { ...components, Link };
  }, [components, base]);
  return <AssistantComponentsContext.Provider value={withCitations}>{children}</AssistantComponentsContext.Provider>;
}
