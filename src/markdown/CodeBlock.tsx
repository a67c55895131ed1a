import { useContext, useEffect, useState } from "react";
import { CodeBlockClosedContext } from "./highlight/CodeBlockClosedContext";
import { HighlightedLines } from "./highlight/HighlightedLines";
import { useHighlightedLines } from "./highlight/useHighlightedLines";
import { useHighlighter } from "./highlight/useHighlighter";
import type { CodeBlockProps } from "./markdownComponents";
import { useMarkdownLabels } from "./markdownLabels";

type CopyStatus = "idle" | "copied" | "failed";

const STATUS_RESET_MS = 2000;

export interface WidgetCodeBlockProps extends CodeBlockProps {
  /**
   * Whether the block is complete: highlighting waits for it (a streaming block stays plain and
   * loads nothing). @default the markdown pipeline's `CodeBlockClosedContext`, else true
   */
  closed?: boolean;
}

/**
 * The widget's fenced code block: the language's name, a wrap toggle, a Copy button, and the code,
 * highlighted once the block is closed (the grammar of its language loaded on first use; unknown
 * languages stay plain), scrolling sideways unless wrapped. Its words come from the markdown labels
 * (`StreamingMarkdown`'s `labels`).
 */
export function CodeBlock({ code, language, closed }: WidgetCodeBlockProps) {
  const labels = useMarkdownLabels();
  const closedByPipeline = useContext(CodeBlockClosedContext);
  const highlighter = useHighlighter();
  const lines = useHighlightedLines(code, language, closed ?? closedByPipeline, highlighter);
  const [status, setStatus] = useState<CopyStatus>("idle");
  const [wrap, setWrap] = useState(false);
  // "TypeScript" for `ts`; an unknown language as the fence wrote it (and until the highlighter has arrived).
  const name = highlighter?.languageLabel(language) ?? language;

  useEffect(() => {
    if (status === "idle") return undefined;
    const timer = setTimeout(() => setStatus("idle"), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(code);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  const buttonText = status === "copied" ? labels.codeCopied : status === "failed" ? labels.copyFailed : labels.copyCode;
  return (
    <div className="daw-code-block">
      <div className="daw-code-header">
        <span className="daw-code-language">{name}</span>
        <button type="button" className="daw-code-action daw-code-wrap" aria-pressed={wrap} onClick={() => setWrap(!wrap)}>
          {labels.wrapCode}
        </button>
        <button
          type="button"
          className="daw-code-action daw-code-copy"
          data-status={status}
          aria-label={labels.copyCodeAriaLabel(name)}
          onClick={() => void copy()}
        >
          {buttonText}
        </button>
        <span role="status" className="daw-visually-hidden">
          {status === "idle" ? "" : buttonText}
        </span>
      </div>
      {/* Focusable so a keyboard can scroll a long line. */}
      <pre className="daw-code-pre" tabIndex={0} data-wrap={wrap}>
        <code className={language ? `language-${language}` : undefined} data-highlighted={lines ? "" : undefined}>
          {lines ? <HighlightedLines lines={lines} /> : code}
        </code>
      </pre>
    </div>
  );
}
