// @vitest-environment jsdom
import type { ContextItem } from "../protocol";
import { SELECTION_ACTION_TAG, attachSelectionAction } from "./selectionAction";
import { watchHostPage } from "./watchHostPage";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function select(id: string, start: number, end: number): Promise<void> {
  const node = document.getElementById(id)!.firstChild!;
  document.getSelection()!.setBaseAndExtent(node, start, node, end);
  document.dispatchEvent(new Event("selectionchange"));
  await nextFrame();
}

function actionButton(): HTMLButtonElement {
  return document.querySelector(SELECTION_ACTION_TAG)!.shadowRoot!.querySelector("button")!;
}

let asked: ContextItem[];
let dispose: () => void;

beforeEach(() => {
  document.body.innerHTML = '<section id="install"><p id="para">Install the CLI with npm.</p></section><div id="widget"></div>';
  document.getSelection()!.removeAllRanges();
  asked = [];
  dispose = attachSelectionAction({ container: document.getElementById("widget")!, onAsk: (item) => asked.push(item) });
});
afterEach(() => dispose());

describe("attachSelectionAction", () => {
  test("shows a button named Ask AI about selection only while there is a selection", async () => {
    const host = document.querySelector<HTMLElement>(SELECTION_ACTION_TAG)!;
    expect(host.parentElement?.id).toBe("widget");
    expect(host.style.display).toBe("none");
    expect(actionButton().getAttribute("aria-label")).toBe("Ask AI about selection");
    // It says what it does, in its text and in a tooltip: not a bare "Ask AI".
    expect(actionButton().textContent).toBe("Ask AI about selection");
    expect(actionButton().title).toBe("Ask AI about selection");
    await select("para", 0, 15);
    expect(host.style.display).toBe("block");
    document.getSelection()!.removeAllRanges();
    document.dispatchEvent(new Event("selectionchange"));
    await nextFrame();
    expect(host.style.display).toBe("none");
  });

  test("taking it gives the selection as a textSelection item and keeps the selection", async () => {
    await select("para", 0, 15);
    const mousedown = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    actionButton().dispatchEvent(mousedown);
    expect(mousedown.defaultPrevented).toBe(true);
    actionButton().click();
    expect(asked).toEqual([{ type: "textSelection", value: "Install the CLI", path: "/", elementId: "para" }]);
    expect(document.getSelection()!.toString()).toBe("Install the CLI");
  });

  test("taking it right after the selection grew, before the next frame, gives the selection as it is now", async () => {
    await select("para", 0, 7);
    const node = document.getElementById("para")!.firstChild!;
    document.getSelection()!.setBaseAndExtent(node, 0, node, 15);
    actionButton().click();
    expect(asked).toEqual([{ type: "textSelection", value: "Install the CLI", path: "/", elementId: "para" }]);
  });

  test("Tab from the page moves to it; Escape dismisses it", async () => {
    await select("para", 0, 7);
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.body.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.querySelector(SELECTION_ACTION_TAG)!.shadowRoot!.activeElement).toBe(actionButton());
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.querySelector<HTMLElement>(SELECTION_ACTION_TAG)!.style.display).toBe("none");
  });

  test("disposing removes the element and stops listening", async () => {
    dispose();
    expect(document.querySelector(SELECTION_ACTION_TAG)).toBeNull();
    await select("para", 0, 7);
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    document.body.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});

describe("watchHostPage", () => {
  test("starts the selection action and the code buttons together, and stops both", () => {
    dispose();
    document.body.innerHTML = '<pre id="snippet">npm i @nimbus/cli</pre><div id="w"></div>';
    const stop = watchHostPage({ container: document.getElementById("w")!, onContext: (item) => asked.push(item) });
    const codeButton = document.querySelector("docs-assistant-code-action")!.shadowRoot!.querySelector("button")!;
    expect(codeButton.getAttribute("aria-label")).toBe("Ask AI about this code");
    codeButton.click();
    expect(asked).toEqual([{ type: "code", value: "npm i @nimbus/cli", path: "/", elementId: "snippet" }]);
    expect(document.querySelector(SELECTION_ACTION_TAG)).not.toBeNull();
    stop();
    expect(document.querySelector("docs-assistant-code-action")).toBeNull();
    expect(document.querySelector(SELECTION_ACTION_TAG)).toBeNull();
  });

  test("a bad code block selector turns the code buttons off with a warning, not an error", () => {
    dispose();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stop = watchHostPage({ onContext: () => {}, codeBlockSelector: "pre[" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("code block buttons are off"));
    stop();
    warn.mockRestore();
  });
});
