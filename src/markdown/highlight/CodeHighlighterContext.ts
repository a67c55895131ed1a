import { createContext } from "react";
import type { highlightCode, highlightCodeNow } from "./highlightCode";
import type { languageLabel } from "./languages";

/** What a code block needs to colour its code: the languages' names and the highlighter (grammars and engine load on first use). */
export interface Highlighter {
  languageLabel: typeof languageLabel;
  highlightCode: typeof highlightCode;
  highlightCodeNow: typeof highlightCodeNow;
}

/**
 * The highlighter, provided by the markdown pipeline, which brings it along: a `CodeBlock` inside
 * names its language and colours a short block in the render that closes it. Without it (a
 * `CodeBlock` drawn elsewhere) the block waits for the pipeline's chunk (`useHighlighter`).
 */
export const CodeHighlighterContext = createContext<Highlighter | null>(null);
CodeHighlighterContext.displayName = "CodeHighlighterContext";
