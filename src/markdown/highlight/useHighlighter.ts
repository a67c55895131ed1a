import { useContext } from "react";
import { useMarkdownHighlighter } from "../loadMarkdownBlocks";
import { CodeHighlighterContext, type Highlighter } from "./CodeHighlighterContext";

/**
 * The highlighter: the markdown pipeline's (`CodeHighlighterContext`), else the one its chunk
 * brings, loaded on first use (null until it has arrived, or when it cannot). The languages' table
 * and the highlighter load with the markdown, never with the first paint.
 */
export function useHighlighter(): Highlighter | null {
  const provided = useContext(CodeHighlighterContext);
  const loaded = useMarkdownHighlighter(provided === null);
  return provided ?? loaded ?? null;
}
