import { useEffect, useMemo, useState } from "react";
import { highlightCode, highlightCodeNow } from "./highlightCode";
import type { HighlightLine } from "./tokens";

interface Result {
  code: string;
  language: string | undefined;
  lines: HighlightLine[] | null;
}

/**
 * The highlighted lines of a code block once it is closed; null while it streams (`closed` false:
 * plain text, nothing loaded), until the grammar has loaded and run, for no or an unknown language,
 * or when the grammar cannot load. Once its grammar has loaded, a short block is coloured in the
 * render that closes it; else in a task of its own, a render later. A changed or unmounted block
 * abandons the work in flight.
 */
export function useHighlightedLines(code: string, language: string | undefined, closed: boolean): HighlightLine[] | null {
  const now = useMemo(() => (closed ? highlightCodeNow(code, language) : null), [code, language, closed]);
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    if (now !== undefined) return undefined;
    const abort = new AbortController();
    void highlightCode(code, language, abort.signal).then((lines) => {
      if (!abort.signal.aborted) setResult({ code, language, lines });
    });
    return () => abort.abort();
  }, [code, language, now]);
  if (now !== undefined) return now;
  // Never colours of older text: the block's code may have changed since.
  return result !== null && result.code === code && result.language === language ? result.lines : null;
}
