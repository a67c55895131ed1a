// @vitest-environment jsdom
import type { SelectionSnapshot } from "./readSelection";
import { watchSelection } from "./watchSelection";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const selectionChange = () => document.dispatchEvent(new Event("selectionchange"));

function selectIn(id: string, start: number, end: number): void {
  const node = document.getElementById(id)!.firstChild!;
  document.getSelection()!.setBaseAndExtent(node, start, node, end);
}

let dispose: () => void = () => {};
let reports: Array<SelectionSnapshot | null>;

beforeEach(() => {
  document.body.innerHTML = '<p id="one">The command line tool</p><div id="widget"><p id="answer">Widget</p></div>';
  document.getSelection()!.removeAllRanges();
  reports = [];
  const widget = document.getElementById("widget")!;
  dispose = watchSelection({ isInsideWidget: (node) => widget.contains(node), onChange: (s) => reports.push(s) });
});
afterEach(() => dispose());

describe("watchSelection", () => {
  test("a burst of selectionchange events is read once, on the next frame", async () => {
    await nextFrame();
    selectIn("one", 0, 3);
    selectionChange();
    selectIn("one", 0, 7);
    selectionChange();
    selectionChange();
    expect(reports).toEqual([]);
    await nextFrame();
    expect(reports.map((report) => report?.text)).toEqual(["The com"]);
  });

  test("reports null once when the selection goes, and never the same value twice", async () => {
    selectIn("one", 0, 3);
    selectionChange();
    await nextFrame();
    selectionChange();
    await nextFrame();
    document.getSelection()!.removeAllRanges();
    selectionChange();
    await nextFrame();
    selectionChange();
    await nextFrame();
    expect(reports.map((report) => report?.text ?? null)).toEqual(["The", null]);
  });

  test("a selection in the widget is not reported", async () => {
    selectIn("answer", 0, 6);
    selectionChange();
    await nextFrame();
    expect(reports).toEqual([]);
  });

  test("while the mouse button is down nothing is read and the action is hidden; release reads", async () => {
    selectIn("one", 0, 3);
    selectionChange();
    await nextFrame();
    const paragraph = document.getElementById("one")!;
    paragraph.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, pointerType: "mouse" }));
    expect(reports.at(-1)).toBeNull();
    selectIn("one", 0, 8);
    selectionChange();
    await nextFrame();
    expect(reports).toHaveLength(2);
    paragraph.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, button: 0, pointerType: "mouse" }));
    await nextFrame();
    expect(reports.map((report) => report?.text ?? null)).toEqual(["The", null, "The comm"]);
  });

  test("pressing inside the widget does not hide the action", async () => {
    selectIn("one", 0, 3);
    selectionChange();
    await nextFrame();
    const answer = document.getElementById("answer")!;
    answer.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, pointerType: "mouse" }));
    expect(reports.map((report) => report?.text)).toEqual(["The"]);
  });

  test("after dispose nothing is read, not even a read already scheduled", async () => {
    selectIn("one", 0, 3);
    selectionChange();
    dispose();
    await nextFrame();
    selectionChange();
    await nextFrame();
    expect(reports).toEqual([]);
  });

  test("reports a selection that exists when it starts", async () => {
    dispose();
    selectIn("one", 4, 11);
    const seen: Array<SelectionSnapshot | null> = [];
    dispose = watchSelection({ onChange: (s) => seen.push(s) });
    await nextFrame();
    expect(seen.map((s) => s?.text)).toEqual(["command"]);
  });
});
