// @vitest-environment jsdom
import type { ContextItem } from "../protocol";
import { SELECTION_ACTION_TAG } from "./selectionAction";
import { attachSelectionActionOnDemand } from "./selectionActionOnDemand";

function select(id: string, start: number, end: number): void {
  const node = document.getElementById(id)!.firstChild!;
  document.getSelection()!.setBaseAndExtent(node, start, node, end);
  document.dispatchEvent(new Event("selectionchange"));
}

const actionHost = () => document.querySelector<HTMLElement>(SELECTION_ACTION_TAG);
const pointer = (type: string) => document.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, button: 0 }), { pointerType: "mouse" }));
// Once the action's module has arrived (and a task after it), it would have started, if it were going to.
const arrived = async () => {
  await import("./selectionAction");
  await new Promise((resolve) => setTimeout(resolve, 0));
};

let asked: ContextItem[];
let dispose: () => void;

beforeEach(() => {
  document.body.innerHTML = '<section id="install"><p id="para">Install the CLI with npm.</p></section><div id="widget"></div>';
  document.getSelection()!.removeAllRanges();
  asked = [];
});
afterEach(() => dispose());

const attach = () => {
  dispose = attachSelectionActionOnDemand({ container: document.getElementById("widget")!, onAsk: (item) => asked.push(item) });
};

describe("attachSelectionActionOnDemand", () => {
  test("nothing until a selection; the selection made before the action arrived is offered, and taken", async () => {
    attach();
    await arrived();
    expect(actionHost()).toBeNull();
    select("para", 0, 15);
    await vi.waitFor(() => expect(actionHost()?.style.display).toBe("block"));
    expect(actionHost()!.parentElement?.id).toBe("widget");
    actionHost()!.shadowRoot!.querySelector("button")!.click();
    expect(asked).toEqual([expect.objectContaining({ type: "textSelection", value: "Install the CLI" })]);
  });

  test("a selection already there when it starts is offered", async () => {
    select("para", 0, 7);
    attach();
    await vi.waitFor(() => expect(actionHost()?.style.display).toBe("block"));
  });

  test("during a mouse drag it starts on release", async () => {
    attach();
    pointer("pointerdown");
    select("para", 0, 7);
    await arrived();
    expect(actionHost()).toBeNull();
    pointer("pointerup");
    await vi.waitFor(() => expect(actionHost()?.style.display).toBe("block"));
  });

  test("disposed before the action arrived: nothing is added", async () => {
    attach();
    select("para", 0, 7);
    dispose();
    await arrived();
    expect(actionHost()).toBeNull();
  });
});
