import { useEffect, useMemo, useState } from "react";
import type { Highlighter } from "./CodeHighlighterContext";
import type { HighlightLine } from "./tokens";

interface Result {
  code: string;
  language: string | undefined;
  lines: HighlightLine[] | null;
}

/**
 * The highlighted lines of a code block once it is closed; null while it streams (`closed` false:
 * plain text, nothing loaded), until the grammar has loaded and run, for no or an unknown language,
 * or when the grammar cannot load, and while there is no `highlighter` yet. Once its grammar has
 * loaded, a short block is coloured in the render that closes it; else in a task of its own, a
 * render later. A changed or unmounted block abandons the work in flight.
 */
export function useHighlightedLines(code: string, language: string | undefined, closed: boolean, highlighter: Highlighter | null): HighlightLine[] | null {
  const now = useMemo(() => (closed && highlighter ? highlighter.highlightCodeNow(code, language) : null), [code, language, closed, highlighter]);
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    if (now !== undefined || !highlighter) return undefined;
    const abort = new AbortController();
    void highlighter.highlightCode(code, language, abort.signal).then((lines) => {
      if (!abort.signal.aborted) setResult({ code, language, lines });
    });
    return () => abort.abort();
  }, [code, language, now, highlighter]);
  if (now !== undefined) return now;
  // Never colours of older text: the block's code may have changed since.
  return result !== null && result.code === code && result.language === language ? result.lines : null;
}
