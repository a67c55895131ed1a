import type { UIMessage } from "@ai-sdk/ui-utils";
import { safeUrl } from "../markdown/urlPolicy";
import type { CitedPage } from "../protocol";
import { linkHrefs } from "./linkHrefs";
import { citationKey } from "./citationKey";
import { searchedPages, type SearchedPage, type SourcePage } from "./searchedPages";

/**
 * Of the pages a message found (`pages`, deduplicated), the ones its text links to (with a link the URL
 * policy allows), in the order it first links them: the answer's sources. A message whose text links none of them keeps them all.
 * Each page carries the version and language its search result gave.
 */
export function citedFirst(pages: readonly CitedPage[], message: Pick<UIMessage, "parts">): SourcePage[] {
  const searched = searchedPages(message);
  const byKey = new Map<string, SourcePage>();
  const detailed = pages.map((page) => {
    const found = searchedPage(searched, page);
    const withDetails: SourcePage = found?.version || found?.language ? { ...page, ...pick(found) } : page;
    for (const where of [page.url, page.path]) {
      const key = citationKey(where);
      if (key && !byKey.has(key)) byKey.set(key, withDetails);
    }
    return withDetails;
  });
  const cited = new Set<SourcePage>();
  for (const part of message.parts ?? []) {
    if (part.type !== "text") continue;
    for (const href of linkHrefs(part.text)) {
      // A link the URL policy refuses is drawn as text: it cites nothing.
      const page = byKey.get(citationKey(safeUrl(href)) ?? "");
      if (page) cited.add(page);
    }
  }
  return cited.size > 0 ? [...cited] : detailed;
}

function searchedPage(searched: ReadonlyMap<string, SearchedPage>, page: CitedPage): SearchedPage | undefined {
  return searched.get(citationKey(page.url) ?? "") ?? searched.get(citationKey(page.path) ?? "");
}

function pick({ version, language }: SearchedPage): Pick<SourcePage, "version" | "language"> {
  return { ...(version && { version }), ...(language && { language }) };
}
