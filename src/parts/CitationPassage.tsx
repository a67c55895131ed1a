import type { PassageViewProps } from "./assistantComponents";
import { pageAddress } from "./pageAddress";

/** The separator between a page's title and a section of it ("API keys › Rotate a key"). */
export const TRAIL_SEPARATOR = " › ";

/**
 * The widget's view of a citation's passage: the source's number, the page's title and the section the
 * passage is in, the passage itself as the page says it, and where the page is.
 */
export function CitationPassage({ page, number, passage }: PassageViewProps) {
  const address = pageAddress(page.url);
  return (
    <>
      <p className="daw-passage-title">
        <span className="daw-passage-number" aria-hidden="true">
          {number}
        </span>
        <span dir="auto">
          {page.title}
          {passage?.heading && passage.heading !== page.title ? <span className="daw-passage-section">{`${TRAIL_SEPARATOR}${passage.heading}`}</span> : null}
        </span>
      </p>
      {passage ? (
        <blockquote className="daw-passage-text" dir="auto">
          {passage.text}
        </blockquote>
      ) : null}
      {address ? <p className="daw-passage-where">{address}</p> : null}
    </>
  );
}
