import { Fragment } from "react";
import type { HighlightLine } from "./tokens";

/** The lines as spans with a `daw-hl-<kind>` class: no HTML strings, so no dangerouslySetInnerHTML. */
export function HighlightedLines({ lines }: { lines: readonly HighlightLine[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && "\n"}
          {line.map((token, at) =>
            token.kind === undefined ? (
              token.text
            ) : (
              <span key={at} className={`daw-hl-${token.kind}`}>
                {token.text}
              </span>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
