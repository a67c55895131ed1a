export { CodeBlockClosedContext } from "./CodeBlockClosedContext";
export { CodeHighlighterContext, type Highlighter } from "./CodeHighlighterContext";
export { useHighlighter } from "./useHighlighter";
export { highlightCode, highlightCodeNow, CHARS_NOW, MAX_HIGHLIGHT_CHARS, CHARS_PER_TASK, splitForTasks, type HighlightLine, type HighlightToken, type TokenKind } from "./highlightCode";
export { HighlightedLines } from "./HighlightedLines";
export { languageLabel, resolveLanguage, LANGUAGES, LANGUAGE_ALIASES } from "./languages";
export { useHighlightedLines } from "./useHighlightedLines";
