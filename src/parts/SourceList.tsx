import { memo, useId, useState, type FocusEvent, type PointerEvent } from "react";
import type { CitedPage } from "../protocol";
import { useCitations } from "./citations";
import { samePages } from "./messageSources";
import { shallowEqual } from "./shallowEqual";
import { usePartLabels } from "./partLabels";
import { usePassageCard, type PassageTrigger } from "./PassageCard";
import { SafeLink } from "./SafeLink";
import type { SourcePage } from "./searchedPages";
import { sourceVariants } from "./sourceVariants";

/** Props of {@link SourceList}. */
export interface SourceListProps {
  /** The cited pages, already deduplicated (see `messageSources`), in the order to number them. */
  pages: SourcePage[];
  /** Called when the reader follows a cited page. */
  onSourceClick?: (page: CitedPage) => void;
  /**
   * `closest`: the answer says the docs do not cover the question (`markNotFound`), so the pages are
   * listed as the closest ones, not as sources. @default "sources"
   */
  kind?: "sources" | "closest";
}

/**
 * The numbered list of pages an answer cites (the numbers its citations carry), each a safe link (or
 * its title alone when the URL is refused) named by the page's title and, where two pages share a
 * title, their version or language. Inside `MessageParts`, hovering or focusing a source shows the
 * passage it rests on, under the section it is in.
 */
export const SourceList = memo(
  function SourceList({ pages, onSourceClick, kind = "sources" }: SourceListProps) {
    const labels = usePartLabels();
    const id = useId();
    if (pages.length === 0) return null;
    const title = kind === "closest" ? labels.closestPages : labels.sources;
    const variants = sourceVariants(pages);
    return (
      <div className="daw-sources" role="group" aria-labelledby={`${id}-title`} data-kind={kind}>
        <p className="daw-sources-title" id={`${id}-title`}>
          {title}
        </p>
        <ol className="daw-sources-list">
          {pages.map((page, index) => (
            <Source key={`${index}:${page.id}`} page={page} number={index + 1} variant={variants[index]!} onSourceClick={onSourceClick} />
          ))}
        </ol>
      </div>
    );
  },
  ({ pages: a, ...aRest }, { pages: b, ...bRest }) => samePages(a, b) && shallowEqual(aRest, bRest),
);

interface SourceProps {
  page: SourcePage;
  number: number;
  variant: string;
  onSourceClick?: (page: CitedPage) => void;
}

function Source({ page, number, variant, onSourceClick }: SourceProps) {
  const citations = useCitations();
  const card = usePassageCard();
  const owner = useId();
  const [fragmentHref, setFragmentHref] = useState<string>();
  // The page the citations number `number` is this one: it has a passage.
  const cited = citations.page(number)?.id === page.id;
  const show = (anchor: Element, trigger: PassageTrigger) => {
    if (cited) card.show({ owner, anchor, number, href: page.url, onLink: setFragmentHref }, trigger);
  };
  const hide = (trigger: PassageTrigger) => card.hide(owner, trigger);
  return (
    <li
      className="daw-source"
      data-part="source"
      data-cite={number}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => event.pointerType !== "touch" && show(event.currentTarget, "hover")}
      onPointerLeave={(event: PointerEvent) => event.pointerType !== "touch" && hide("hover")}
      onFocus={(event: FocusEvent<HTMLElement>) => show(event.currentTarget, "focus")}
      onBlur={() => hide("focus")}
    >
      <span className="daw-source-number" aria-hidden="true">
        {number}
      </span>
      <SafeLink url={fragmentHref ?? page.url} className="daw-source-link" describedBy={card.describedBy(owner)} onClick={() => onSourceClick?.(page)}>
        {page.title}
        {variant ? <span className="daw-source-variant">{` ${variant}`}</span> : null}
      </SafeLink>
    </li>
  );
}
