import { createContext, useContext } from "react";

/** Every visible string of the markdown renderer. Parts extend these (`PartLabels`). */
export interface MarkdownLabels {
  /** Text of the button that copies a code block. @default "Copy" */
  copyCode: string;
  /** Accessible name of that button, given the block's language when it has one. @default "Copy code" / "Copy {language} code" */
  copyCodeAriaLabel: (language: string | undefined) => string;
  /** Shown on the button (and announced) once the code is on the clipboard. @default "Copied" */
  codeCopied: string;
  /** Shown on the button (and announced) when the clipboard refused. @default "Copy failed" */
  copyFailed: string;
  /**
   * No longer shown: a code block without a known language names none (unknown ones show the fence's word).
   * @deprecated Kept so existing label sets still type-check; to be removed. @default "Code"
   */
  codeLanguageFallback: string;
  /** Text of the toggle (`aria-pressed`) that wraps a code block's long lines instead of scrolling them. @default "Wrap" */
  wrapCode: string;
  /** Text of an image link whose image has no alt text (images are never loaded). @default "Image" */
  imageFallback: string;
  /** Read by screen readers after a link that opens in a new tab. @default "(opens in a new tab)" */
  opensInNewTab: string;
  /**
   * Shown in place of an answer when this browser cannot run the answer renderer (below the supported
   * versions, or its file failed to load). @default "This browser is too old to show answers: please update it."
   */
  markdownUnavailable: string;
}

/** The English defaults. */
export const DEFAULT_MARKDOWN_LABELS: MarkdownLabels = {
  copyCode: "Copy",
  copyCodeAriaLabel: (language) => (language ? `Copy ${language} code` : "Copy code"),
  codeCopied: "Copied",
  copyFailed: "Copy failed",
  codeLanguageFallback: "Code",
  wrapCode: "Wrap",
  imageFallback: "Image",
  opensInNewTab: "(opens in a new tab)",
  markdownUnavailable: "This browser is too old to show answers: please update it.",
};

/** The labels the markdown's own pieces read (`CodeBlock`, links, images); `StreamingMarkdown`'s `labels` provide them. */
export const MarkdownLabelsContext = createContext<MarkdownLabels>(DEFAULT_MARKDOWN_LABELS);
MarkdownLabelsContext.displayName = "MarkdownLabelsContext";

/** The markdown labels in effect: the English defaults outside a `StreamingMarkdown`. */
export function useMarkdownLabels(): MarkdownLabels {
  return useContext(MarkdownLabelsContext);
}
