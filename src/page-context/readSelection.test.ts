// @vitest-environment jsdom
import { readSelection } from "./readSelection";

function select(startNode: Node, startOffset: number, endNode: Node, endOffset: number): Selection {
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.setBaseAndExtent(startNode, startOffset, endNode, endOffset);
  return selection;
}

const text = (id: string) => document.getElementById(id)!.firstChild!;

beforeEach(() => {
  document.body.innerHTML = `
    <main id="content">
      <p id="one">The command line   tool needs Node.js 20.</p>
      <p>No id <b>here</b> either.</p>
    </main>
    <div id="widget"><p id="answer">Widget text</p></div>
    <div contenteditable="true"><p id="editor">Draft</p></div>
    <input id="search" value="query">`;
  window.history.replaceState(null, "", "/docs/install");
});

describe("readSelection", () => {
  test("a selection inside one paragraph: tidied text, page path and the paragraph's id", () => {
    const snapshot = readSelection(select(text("one"), 4, text("one"), 30));
    expect(snapshot).toMatchObject({
      text: "command line tool needs",
      backward: false,
      item: { type: "textSelection", value: "command line tool needs", path: "/docs/install", elementId: "one" },
    });
    expect(Object.keys(snapshot!.rect).sort()).toEqual(["bottom", "height", "left", "right", "top", "width"]);
  });

  test("across paragraphs the id is that of the nearest element around the whole selection", () => {
    const second = document.querySelector("b")!.firstChild!;
    expect(readSelection(select(text("one"), 0, second, 4))?.item.elementId).toBe("content");
  });

  test("a selection made from end to start is backward", () => {
    expect(readSelection(select(text("one"), 10, text("one"), 4))).toMatchObject({ backward: true, text: "comman" });
  });

  test("the given path wins over the page's", () => {
    expect(readSelection(select(text("one"), 0, text("one"), 3), { path: "/other" })?.item.path).toBe("/other");
  });

  test("null when there is nothing usable to read", () => {
    expect(readSelection(null)).toBeNull();
    document.getSelection()!.removeAllRanges();
    expect(readSelection(document.getSelection())).toBeNull();
    expect(readSelection(select(text("one"), 4, text("one"), 4))).toBeNull();
    const spaces = document.createElement("p");
    spaces.textContent = "   ";
    document.body.append(spaces);
    expect(readSelection(select(spaces.firstChild!, 0, spaces.firstChild!, 3))).toBeNull();
  });

  test("null inside the widget, even when only one end is there", () => {
    const widget = document.getElementById("widget")!;
    const isInsideWidget = (node: Node) => widget.contains(node);
    expect(readSelection(select(text("answer"), 0, text("answer"), 6), { isInsideWidget })).toBeNull();
    expect(readSelection(select(text("one"), 0, text("answer"), 6), { isInsideWidget })).toBeNull();
    expect(readSelection(select(text("one"), 0, text("one"), 6), { isInsideWidget })).not.toBeNull();
  });

  test("null in an editable region or while a text field has focus", () => {
    expect(readSelection(select(text("editor"), 0, text("editor"), 5))).toBeNull();
    const selection = select(text("one"), 0, text("one"), 6);
    document.getElementById("search")!.focus();
    expect(readSelection(selection)).toBeNull();
  });
});
