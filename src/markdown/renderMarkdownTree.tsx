import type { Definition, List, ListItem, Nodes, Parents, Root, RootContent, Table, TableRow } from "mdast";
import { createElement, type ReactNode } from "react";
import { breakLongRuns } from "./breakLongRuns";
import { CodeBlock } from "./CodeBlock";
import type { MarkdownLabels } from "./markdownLabels";
import { TaskCheckbox } from "./TaskCheckbox";
import { safeLinkAttributes } from "./urlPolicy";

/** What drawing a node needs to know about where it is. */
interface Scope {
  labels: MarkdownLabels;
  definitions: ReadonlyMap<string, Definition>;
  /** Inside a link: an image is its alt text (no link inside a link). */
  insideLink: boolean;
  /** Inside a tight list item: paragraphs are drawn without `<p>`, as GFM does. */
  tight: boolean;
  /** How many nodes deep: past `MAX_DEPTH` the rest is drawn as its text. */
  depth: number;
}

/** Deeper nesting than any real answer has; hostile input (lists 1,000 deep) stays text, not a stack overflow. */
const MAX_DEPTH = 48;

/**
 * Draws a markdown syntax tree (mdast) as React elements: the HTML that GFM gives, where
 * - raw HTML is never drawn (an `html` node draws nothing);
 * - every link goes through the URL policy: an unsafe one is plain text, an external one opens in a
 *   new tab with safe `rel` and says so to screen readers;
 * - images are never loaded: each is a link to the image named by its alt text (class
 *   `daw-md-image`), or just that text inside a link; in someone else's page an image is a beacon;
 * - code blocks get a language label and a Copy button; tables scroll sideways; task list
 *   checkboxes are named by their item's text.
 * All text reaches the DOM as React text, never as markup.
 */
export function renderMarkdownTree(tree: Root, labels: MarkdownLabels): ReactNode {
  const definitions = new Map<string, Definition>();
  collectDefinitions(tree, definitions);
  return children(tree, { labels, definitions, insideLink: false, tight: false, depth: 0 });
}

function children(parent: Parents, scope: Scope): ReactNode[] {
  if (scope.depth >= MAX_DEPTH) return [textOf(parent)];
  const inner = { ...scope, depth: scope.depth + 1 };
  return parent.children.map((child, index) => node(child, inner, index));
}

function node(current: RootContent, scope: Scope, key: number): ReactNode {
  const inner = () => children(current as Parents, scope);
  switch (current.type) {
    case "text":
      return breakLongRuns(current.value, key);
    case "paragraph":
      return scope.tight ? inner() : <p key={key}>{inner()}</p>;
    case "heading":
      return createElement(`h${current.depth}`, { key }, inner());
    case "emphasis":
      return <em key={key}>{inner()}</em>;
    case "strong":
      return <strong key={key}>{inner()}</strong>;
    case "delete":
      return <del key={key}>{inner()}</del>;
    case "inlineCode":
      return <code key={key}>{current.value}</code>;
    case "break":
      return <br key={key} />;
    case "thematicBreak":
      return <hr key={key} />;
    case "blockquote":
      return <blockquote key={key}>{children(current, { ...scope, tight: false })}</blockquote>;
    case "list":
      return list(current, scope, key);
    case "listItem":
      return listItem(current, scope, key, false);
    case "code":
      return <CodeBlock key={key} code={current.value} language={current.lang?.slice(0, 40) || undefined} labels={scope.labels} />;
    case "table":
      return (
        <div key={key} className="daw-md-table-wrap" tabIndex={0}>
          <table>
            <thead>{row(current.children[0]!, scope, "th", current.align)}</thead>
            {current.children.length > 1 && <tbody>{current.children.slice(1).map((line, index) => row(line, scope, "td", current.align, index))}</tbody>}
          </table>
        </div>
      );
    case "tableRow":
    case "tableCell":
      return <span key={key}>{inner()}</span>;
    case "link":
      return link(current.url, current.title, children(current, { ...scope, insideLink: true }), scope, key);
    case "linkReference": {
      const definition = scope.definitions.get(current.identifier);
      const text = children(current, { ...scope, insideLink: true });
      return definition ? link(definition.url, definition.title, text, scope, key) : <span key={key}>[{text}]</span>;
    }
    case "image":
      return image(current.url, current.alt, scope, key);
    case "imageReference":
      return image(scope.definitions.get(current.identifier)?.url ?? "", current.alt, scope, key);
    case "footnoteReference":
      return <sup key={key}>{current.label ?? current.identifier}</sup>;
    case "footnoteDefinition":
      return (
        <div key={key} className="daw-md-footnote">
          <sup>{current.label ?? current.identifier}</sup> {children(current, { ...scope, tight: true })}
        </div>
      );
    case "html":
    case "definition":
    case "yaml":
      return null;
    default:
      return null;
  }
}

function list(current: List, scope: Scope, key: number): ReactNode {
  const tight = !current.spread && !current.children.some((item) => item.spread);
  const items = current.children.map((item, index) => listItem(item, { ...scope, tight }, index, true));
  const className = current.children.some((item) => typeof item.checked === "boolean") ? "contains-task-list" : undefined;
  if (!current.ordered) return <ul key={key} className={className}>{items}</ul>;
  const start = current.start ?? 1;
  return <ol key={key} className={className} start={start === 1 ? undefined : start}>{items}</ol>;
}

function listItem(item: ListItem, scope: Scope, key: number, inList: boolean): ReactNode {
  const itemScope = { ...scope, tight: inList && scope.tight };
  if (typeof item.checked !== "boolean") return <li key={key}>{children(item, itemScope)}</li>;
  // The checkbox goes at the start of the item's first paragraph, as GFM draws it.
  const name = item.children.flatMap((child) => (child.type === "list" ? [] : [textOf(child)])).join(" ").trim().slice(0, 200);
  const box = <TaskCheckbox key="box" checked={item.checked} name={name} />;
  const [first, ...rest] = item.children;
  const opening =
    first?.type === "paragraph"
      ? itemScope.tight
        ? [box, " ", ...children(first, itemScope)]
        : [<p key="first">{[box, " ", ...children(first, itemScope)]}</p>]
      : [box, first && node(first, itemScope, -1)];
  return (
    <li key={key} className="task-list-item">
      {opening}
      {rest.map((child, index) => node(child, itemScope, index))}
    </li>
  );
}

function row(line: TableRow, scope: Scope, cell: "th" | "td", align: Table["align"], key?: number): ReactNode {
  return (
    <tr key={key}>
      {line.children.map((current, index) => {
        const textAlign = align?.[index];
        return createElement(cell, { key: index, style: textAlign ? { textAlign } : undefined }, children(current, scope));
      })}
    </tr>
  );
}

function link(url: string, title: string | null | undefined, inner: ReactNode[], scope: Scope, key: number, className?: string): ReactNode {
  const attributes = scope.insideLink ? undefined : safeLinkAttributes(url);
  if (!attributes) return <span key={key} className={className}>{inner}</span>;
  return (
    <a key={key} {...attributes} title={title ?? undefined} className={className}>
      {inner}
      {attributes.target ? <span className="daw-visually-hidden"> {scope.labels.opensInNewTab}</span> : null}
    </a>
  );
}

function image(url: string, alt: string | null | undefined, scope: Scope, key: number): ReactNode {
  const text = alt && alt.trim() !== "" ? alt : scope.labels.imageFallback;
  return scope.insideLink ? text : link(url, undefined, [text], scope, key, "daw-md-image");
}

function collectDefinitions(root: Nodes, found: Map<string, Definition>): void {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "definition" && !found.has(current.identifier)) found.set(current.identifier, current);
    // In document order: the first definition of a label wins.
    if ("children" in current) for (let index = current.children.length - 1; index >= 0; index -= 1) stack.push(current.children[index]!);
  }
}

/** The text of a subtree, raw HTML left out; a loop, not a recursion, however deep the tree. */
function textOf(root: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if ("value" in current && typeof current.value === "string" && current.type !== "html") parts.push(current.value);
    else if ("children" in current) for (let index = current.children.length - 1; index >= 0; index -= 1) stack.push(current.children[index]!);
  }
  return parts.join("");
}
