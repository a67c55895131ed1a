import type { Element, Root } from "hast";
import { toHast, type State } from "mdast-util-to-hast";
import { FOOTNOTE_HANDLERS } from "../../markdown/markdownPlugins";
import { parseMarkdown } from "../../markdown/markdownSyntax";
import { footer, footnoteReference } from "./noFootnoteSection";

/** Footnotes as answers write them: referenced once, twice, before and after their definition, never defined, labelled by words. */
const NOTES = "One[^1], again[^1], a word note[^note] and one never defined[^x].\n\n[^1]: The first.\n\n[^note]: A note with *emphasis*\n    and a second paragraph.\n\nLater[^note].";

/** The widget's footnotes drawn by mdast-util-to-hast, and the state it kept. */
function drawNotes(): { tree: Root; states: State[] } {
  const states: State[] = [];
  const record = (state: State) => void states.push(state);
  const tree = toHast(parseMarkdown(NOTES), {
    handlers: {
      ...FOOTNOTE_HANDLERS,
      footnoteReference: (state, node) => (record(state), FOOTNOTE_HANDLERS.footnoteReference!(state, node, undefined)),
    },
  }) as Root;
  return { tree, states };
}

function elements(node: Root | Element): Element[] {
  return node.children.flatMap((child) => (child.type === "element" ? [child, ...elements(child)] : []));
}

describe("noFootnoteSection (the script tag's mdast-util-to-hast footer and default footnote reference)", () => {
  test("the widget's footnotes count no reference, so GFM's section is never built: every note is drawn where it stands", () => {
    const { tree, states } = drawNotes();
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(state.footnoteOrder).toEqual([]);
    const drawn = elements(tree);
    expect(drawn.filter((element) => element.tagName === "section" || element.tagName === "a")).toEqual([]);
    expect(drawn.filter((element) => element.tagName === "sup")).toHaveLength(6);
  });

  test("the stand-in's section is none for a document without counted references, and fails loudly otherwise", () => {
    expect(footer({ footnoteOrder: [] })).toBeUndefined();
    expect(() => footer({ footnoteOrder: ["1"] })).toThrow(/not part of the script-tag build/);
    expect(() => footnoteReference()).toThrow(/not part of the script-tag build/);
  });
});
