/** Props of {@link PlainBlock}. */
export interface PlainBlockProps {
  /** The block's markdown, shown as it is. */
  text: string;
  /** Draw the streaming caret after the text. @default false */
  caret?: boolean;
}

/**
 * A block drawn as its plain text, never parsed: a block too heavy to parse (`withinMarkdownBudget`),
 * or one whose drawing failed. One text node, its line breaks kept and broken anywhere by CSS: a
 * break element every few characters (as `breakLongRuns` gives parsed text) would be thousands of
 * nodes here, and Chromium reads the direction of a `dir="auto"` text again for each one inserted
 * (with no letter in it, 50,000 `[` took over a second).
 */
export function PlainBlock({ text, caret = false }: PlainBlockProps) {
  return (
    <p className="daw-md-plain" dir="auto">
      {text.replace(/\n+$/, "")}
      {caret ? <span className="daw-caret" aria-hidden="true" /> : null}
    </p>
  );
}
