import type { Element, ElementContent } from "hast";
import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { Components, ExtraProps } from "react-markdown";
import { CodeBlock } from "./CodeBlock";
import { WidgetLink, type CodeBlockProps, type LinkProps, type MarkdownComponents } from "./markdownComponents";
import { useMarkdownLabels } from "./markdownLabels";
import { safeLinkAttributes } from "./urlPolicy";

/** A language name longer than this is cut: it is shown as the code block's label. */
const MAX_LANGUAGE = 40;

// Inside a link an image is its alt text: no link inside a link.
const InsideLinkContext = createContext(false);

const byComponents = new WeakMap<MarkdownComponents, Components>();

/**
 * react-markdown's components map for `components`: `components.markdown` over the widget's
 * defaults, then the keys the widget owns (`a`, `img`, `pre`), so the URL policy cannot be bypassed:
 * - `a`: the policy (already run by `urlTransform`) gives `href`, `target` and `rel`, then
 *   `components.Link` (else `WidgetLink`) draws it; a refused URL is its text, no anchor;
 * - `img`: images are never loaded (in someone else's page an image is a beacon): a link to the
 *   image named by its alt text (class `daw-md-image`), or just that text inside a link;
 * - `pre`: a fenced or indented code block goes to `components.CodeBlock` (else `CodeBlock`) as
 *   `{code, language}`, unless it is empty; inline `code` is not a code block and stays overridable.
 * The same `components` object gives the same map (cached), so memoized blocks stay memoized.
 */
export function markdownElements(components: MarkdownComponents): Components {
  let elements = byComponents.get(components);
  if (elements) return elements;
  const Link = components.Link ?? WidgetLink;
  const Code = components.CodeBlock ?? CodeBlock;
  const owned: Components = {
    a: ({ href, title, children }) => (
      <PolicyLink Link={Link} url={href} title={title}>
        {children}
      </PolicyLink>
    ),
    img: ({ src, alt }) => <ImageLink Link={Link} url={src} alt={alt} />,
    pre: ({ node }) => <FencedCode Code={Code} {...fencedCode(node)} />,
  };
  elements = { table: ScrollingTable, ...components.markdown, ...owned };
  byComponents.set(components, elements);
  return elements;
}

interface PolicyLinkProps {
  Link: ComponentType<LinkProps>;
  url: unknown;
  title?: string;
  className?: string;
  children?: ReactNode;
}

function PolicyLink({ Link, url, title, className, children }: PolicyLinkProps) {
  const labels = useMarkdownLabels();
  const insideLink = useContext(InsideLinkContext);
  const attributes = insideLink ? undefined : safeLinkAttributes(url);
  return (
    <InsideLinkContext.Provider value={true}>
      {attributes ? (
        <Link {...attributes} title={title} className={className}>
          {children}
          {attributes.target ? <span className="daw-visually-hidden"> {labels.opensInNewTab}</span> : null}
        </Link>
      ) : (
        <span className={className}>{children}</span>
      )}
    </InsideLinkContext.Provider>
  );
}

function ImageLink({ Link, url, alt }: { Link: ComponentType<LinkProps>; url: unknown; alt?: string }) {
  const labels = useMarkdownLabels();
  const insideLink = useContext(InsideLinkContext);
  const text = alt && alt.trim() !== "" ? alt : labels.imageFallback;
  if (insideLink) return <>{text}</>;
  return (
    <PolicyLink Link={Link} url={url} className="daw-md-image">
      {text}
    </PolicyLink>
  );
}

function ScrollingTable({ node: _node, ...props }: ComponentProps<"table"> & ExtraProps) {
  return (
    // Focusable so a keyboard can scroll a wide table.
    <div className="daw-md-table-wrap" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A code block with nothing in it (a fence just opened when the answer was cut) draws no empty shell. */
function FencedCode({ Code, ...props }: CodeBlockProps & { Code: ComponentType<CodeBlockProps> }) {
  return props.code.trim() === "" ? null : <Code {...props} />;
}

/** The code and language of a `<pre><code class="language-x">` that markdown made. */
function fencedCode(pre: Element | undefined): CodeBlockProps {
  const code = pre?.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  const classes = code?.properties.className;
  const language = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith("language-"))?.slice("language-".length, "language-".length + MAX_LANGUAGE)
    : undefined;
  // The HTML of a code block ends with a newline that the code itself does not have.
  const text = code ? textOf(code.children) : "";
  return { code: text.endsWith("\n") ? text.slice(0, -1) : text, language: language || undefined };
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes.map((node) => (node.type === "text" ? node.value : node.type === "element" ? textOf(node.children) : "")).join("");
}
