import type { Element, ElementContent, Root as HtmlRoot } from "hast";
import type { FootnoteDefinition, FootnoteReference, Nodes, Root } from "mdast";
import type { Handlers, State } from "mdast-util-to-hast";
import type { Processor } from "unified";
import { longRunPieces } from "./breakLongRuns";
import { parseMarkdown } from "./markdownSyntax";

/**
 * The remark plugin that makes react-markdown parse with `parseMarkdown`, the widget's one dialect:
 * GFM's syntax and tree halves only, built once. (remark-gfm also brings GFM's to-markdown half,
 * dead weight here, and builds its extensions again for every processor: for every block drawn.)
 */
export function remarkMarkdownSyntax(this: Processor): void {
  this.parser = parseMarkdown;
}

/**
 * How footnotes are drawn (remark-rehype `handlers`): a reference is its number, a definition its
 * number and text where it stands, no ids and no links. GFM's own footnote section (ids, back links,
 * a "Footnotes" heading) needs the whole document, and blocks are drawn apart.
 */
export const FOOTNOTE_HANDLERS: Handlers = {
  footnoteReference: (_state: State, node: FootnoteReference): Element => ({
    type: "element",
    tagName: "sup",
    properties: {},
    children: [{ type: "text", value: node.label ?? node.identifier }],
  }),
  footnoteDefinition: (state: State, node: FootnoteDefinition): Element => ({
    type: "element",
    tagName: "div",
    properties: { className: ["daw-md-footnote"] },
    children: [
      { type: "element", tagName: "sup", properties: {}, children: [{ type: "text", value: node.label ?? node.identifier }] },
      { type: "text", value: " " },
      ...state.all(node).flatMap((child) => (child.type === "element" && child.tagName === "p" ? child.children : [child])),
    ],
  }),
};

/** Deeper nesting than any real answer has; hostile input (lists 1,000 deep) stays text, not a deep recursion. */
export const MAX_DEPTH = 48;

/**
 * A remark plugin: past {@link MAX_DEPTH} nodes deep, a node's content is its text. The syntax tree
 * is turned into HTML and elements by recursive code (and preact renders recursively): 1,000 nested
 * quotes would be a stack overflow there.
 */
export function remarkCapDepth() {
  return (tree: Root) => {
    const stack: Array<[Nodes, number]> = [[tree, 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (!("children" in node)) continue;
      if (depth >= MAX_DEPTH) {
        (node as { children: Nodes[] }).children = [{ type: "text", value: textOf(node) }];
        continue;
      }
      for (const child of node.children) stack.push([child, depth + 1]);
    }
  };
}

/**
 * A rehype plugin for what GFM's HTML leaves out: long unbroken runs of text get a `<wbr>` every
 * few characters (see `breakLongRuns`; not inside code, which scrolls), and a task list checkbox is
 * named by its item's text (GFM draws it bare).
 */
export function rehypeReadableText() {
  return (tree: HtmlRoot) => {
    const stack: Array<HtmlRoot | Element> = [tree];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      if (parent.type === "element" && (parent.tagName === "code" || parent.tagName === "pre")) continue;
      if (parent.type === "element" && parent.tagName === "li") nameTaskCheckbox(parent);
      parent.children = parent.children.flatMap((child): ElementContent[] => {
        if (child.type === "element") stack.push(child);
        if (child.type !== "text") return [child as ElementContent];
        const pieces = longRunPieces(child.value);
        if (!pieces) return [child];
        return pieces.flatMap((value, index): ElementContent[] =>
          index === 0 ? [{ type: "text", value }] : [{ type: "element", tagName: "wbr", properties: {}, children: [] }, { type: "text", value }],
        );
      });
    }
  };
}

function nameTaskCheckbox(item: Element): void {
  const first = item.children.find((child) => child.type === "element");
  const box = first?.tagName === "input" ? first : first?.tagName === "p" ? first.children.find((child) => child.type === "element" && child.tagName === "input") : undefined;
  if (box?.type !== "element" || box.properties.type !== "checkbox") return;
  const name = htmlTextOf(item).replace(/\s+/g, " ").trim().slice(0, 200);
  if (name) box.properties.ariaLabel = name;
}

/** The text of an item, its nested lists left out; a loop, however deep. */
function htmlTextOf(root: Element): string {
  const parts: string[] = [];
  const stack: ElementContent[] = [...root.children].reverse();
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "text") parts.push(current.value);
    else if (current.type === "element" && current.tagName !== "ul" && current.tagName !== "ol") {
      for (let index = current.children.length - 1; index >= 0; index -= 1) stack.push(current.children[index]!);
    }
  }
  return parts.join("");
}

/** The text of a syntax subtree, raw HTML left out; a loop, however deep. */
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
