import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import type { Components } from "react-markdown";

/** What a fenced code block of an answer is drawn from. */
export interface CodeBlockProps {
  /** The code, as text (never HTML). */
  code: string;
  /** The language named after the opening fence, when there is one. */
  language?: string;
}

/**
 * The props of every link the widget draws: answer links, cited sources, suggested questions that are
 * links. The URL policy has already run: `href` is allowed, and a link that leaves the page carries
 * `target="_blank"` and a `rel` without opener or referrer. A refused URL never reaches a `Link`.
 */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The link's URL, already through the URL policy. */
  href: string;
  /** The link text (with, for a new tab, a visually hidden note that says so). */
  children?: ReactNode;
}

/** How an answer's markdown is drawn, piece by piece; each key optional (the widget's own by default). */
export interface MarkdownComponents {
  /** Draws every fenced code block of an answer. @default CodeBlock */
  CodeBlock?: ComponentType<CodeBlockProps>;
  /** Draws every link the widget draws, so a single-page docs site can navigate without a reload. @default WidgetLink */
  Link?: ComponentType<LinkProps>;
  /** react-markdown's own `components` map, for single elements (`table`, `h2`, `blockquote`, …). */
  markdown?: Components;
}

/** The widget's own link: a plain anchor with the attributes the URL policy gave it. */
export function WidgetLink(props: LinkProps) {
  return <a {...props} />;
}
