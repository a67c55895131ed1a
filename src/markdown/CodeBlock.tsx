import { useEffect, useState } from "react";
import type { CodeBlockProps } from "./markdownComponents";
import { useMarkdownLabels } from "./markdownLabels";

type CopyStatus = "idle" | "copied" | "failed";

const STATUS_RESET_MS = 2000;

/**
 * The widget's fenced code block: a language label, a Copy button, and the code, scrolling sideways.
 * Its words come from the markdown labels (`StreamingMarkdown`'s `labels`), so it takes only `{code, language}`.
 */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const labels = useMarkdownLabels();
  const [status, setStatus] = useState<CopyStatus>("idle");

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
        <span className="daw-code-language">{language ?? labels.codeLanguageFallback}</span>
        <button
          type="button"
          className="daw-code-copy"
          data-status={status}
          aria-label={labels.copyCodeAriaLabel(language)}
          onClick={() => void copy()}
        >
          {buttonText}
        </button>
        <span role="status" className="daw-visually-hidden">
          {status === "idle" ? "" : buttonText}
        </span>
      </div>
      {/* Focusable so a keyboard can scroll a long line. */}
      <pre className="daw-code-pre" tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{code}</code>
      </pre>
    </div>
  );
}
