import type { Element, ElementContent, Root as HtmlRoot } from "hast";

/** Elements whose last line is text: the caret goes inside, after their last word. */
const TEXT_ENDS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li"]);
/** Elements whose text ends in their last block: the caret is looked for there. */
const BLOCK_HOLDERS = new Set(["ul", "ol", "li", "blockquote"]);

/**
 * A rehype plugin for the block a streaming answer ends in: a caret (`span.daw-caret`, hidden from
 * assistive technology) after its last word, in the deepest paragraph, heading or list item its text
 * ends in; after a code block, a table or a rule it is a line of its own (`daw-caret-block`). Drawn
 * in the tree of the last block only, so the caret costs no style rule that watches the whole answer.
 */
export function rehypeStreamingCaret() {
  return (tree: HtmlRoot) => {
    let host: Element | undefined;
    let node = lastContent(tree);
    while (node?.type === "element") {
      if (TEXT_ENDS.has(node.tagName)) host = node;
      if (!BLOCK_HOLDERS.has(node.tagName)) break;
      node = lastContent(node);
    }
    if (host) host.children.push(caret(["daw-caret"]));
    else tree.children.push(caret(["daw-caret", "daw-caret-block"]));
  };
}

/** The last child that shows something: the line breaks between blocks left out. */
function lastContent(parent: HtmlRoot | Element): HtmlRoot["children"][number] | undefined {
  for (let index = parent.children.length - 1; index >= 0; index -= 1) {
    const child = parent.children[index]!;
    if (child.type !== "text" || child.value.trim() !== "") return child;
  }
  return undefined;
}

function caret(className: string[]): ElementContent {
  return { type: "element", tagName: "span", properties: { className, ariaHidden: "true" }, children: [] };
}
