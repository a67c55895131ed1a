// @vitest-environment jsdom
import { fireEvent, getAllByRole, getByRole } from "@testing-library/dom";
import type { ContextItem } from "../protocol";
import { CODE_ACTION_TAG } from "./codeActionElement";
import { decorateCodeBlocks, type DecorateCodeBlocksOptions } from "./decorateCodeBlocks";

const NAME = "Ask AI about this code";
/**
 * Resolves once the observers created before this call (decorateCodeBlocks' own) have been handed the
 * mutations made after it: observers are called in the order they were created, so this one, created
 * last, is called after theirs, in the same delivery. For "nothing happens" checks; a result that
 * must show up is waited for with `vi.waitFor`.
 */
function observersCalled(root: Node = document): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}
const actions = (root: ParentNode = document) => [...root.querySelectorAll(CODE_ACTION_TAG)];
const buttonOf = (block: Element) => block.querySelector(CODE_ACTION_TAG)!.shadowRoot!.querySelector("button")!;

let dispose: () => void = () => {};
afterEach(() => dispose());

function start(html: string, options: Partial<DecorateCodeBlocksOptions> = {}) {
  document.body.innerHTML = html;
  const asked: Array<[ContextItem, Element]> = [];
  dispose = decorateCodeBlocks({ onAsk: (item, block) => asked.push([item, block]), ...options });
  return asked;
}

describe("decorateCodeBlocks", () => {
  test("gives each block one button, named, typed and in its own shadow root with its styles", () => {
    start('<main id="docs"><pre id="a">ls</pre><pre>pwd</pre></main>');
    expect(actions()).toHaveLength(2);
    const button = buttonOf(document.getElementById("a")!);
    expect(getByRole(button.getRootNode() as HTMLElement, "button", { name: NAME })).toBe(button);
    expect(button.type).toBe("button");
    expect(button.textContent).toBe("Ask AI");
    const shadow = button.getRootNode() as ShadowRoot;
    const styled = shadow.adoptedStyleSheets?.length > 0 || shadow.querySelector("style") !== null;
    expect(styled).toBe(true);
    expect(document.getElementById("a")!.firstChild).toBe(actions()[0]);
  });

  test("taking the button reports the block's code item and the block", () => {
    window.history.replaceState(null, "", "/docs/install");
    const asked = start('<section id="setup"><pre>npm ci\n</pre></section>');
    const pre = document.querySelector("pre")!;
    fireEvent.click(buttonOf(pre));
    expect(asked).toEqual([[{ type: "code", value: "npm ci", path: "/docs/install", elementId: "setup" }, pre]]);
  });

  test("blocks added later get a button; blocks seen again get no second one", async () => {
    start("<main><pre>one</pre></main>");
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("beforeend", '<div id="route"><pre>two</pre><p>x</p></div>');
    await vi.waitFor(() => expect(actions()).toHaveLength(2));
    const moved = document.querySelector("pre")!;
    const handled = observersCalled();
    main.append(moved);
    main.append(moved.cloneNode(false));
    await handled;
    await vi.waitFor(() => expect(actions()).toHaveLength(3));
    expect(actions(moved)).toHaveLength(1);
  });

  test("a removed block is forgotten: its button goes, and re-adding it decorates it afresh", async () => {
    start("<main><pre>one</pre></main>");
    const pre = document.querySelector("pre")!;
    pre.remove();
    await vi.waitFor(() => expect(actions(pre)).toHaveLength(0));
    document.body.append(pre);
    await vi.waitFor(() => expect(actions(pre)).toHaveLength(1));
  });

  test("when the page re-renders a block's content, the button comes back, up to a point", async () => {
    start("<pre>one</pre>");
    const pre = document.querySelector("pre")!;
    for (let round = 1; round <= 3; round++) {
      pre.textContent = `round ${round}`;
      await vi.waitFor(() => expect(actions(pre)).toHaveLength(1));
    }
    const handled = observersCalled();
    pre.textContent = "a script that keeps removing it";
    await handled;
    expect(actions(pre)).toHaveLength(0);
  });

  test("leaves alone the widget's blocks and editable blocks", () => {
    start('<div id="widget"><pre>answer</pre></div><pre contenteditable="true">edit me</pre><div contenteditable><pre>x</pre></div>', {
      isInsideWidget: (node) => document.getElementById("widget")!.contains(node),
    });
    expect(actions()).toHaveLength(0);
  });

  test("a block another instance decorated is left to it, and taken over once its button goes", async () => {
    document.body.innerHTML = "<pre>shared</pre>";
    const pre = document.querySelector("pre")!;
    const first = decorateCodeBlocks({ onAsk: () => {} });
    const asked: ContextItem[] = [];
    const second = decorateCodeBlocks({ onAsk: (item) => asked.push(item) });
    dispose = () => (first(), second());
    expect(actions(pre)).toHaveLength(1);
    first();
    await vi.waitFor(() => expect(actions(pre)).toHaveLength(1));
    fireEvent.click(buttonOf(pre));
    expect(asked).toHaveLength(1);
  });

  test("shows the button while the block is hovered or focused within", () => {
    start('<pre tabindex="0">code</pre><a href="#x">next</a>');
    const pre = document.querySelector("pre")!;
    const host = actions()[0]!;
    fireEvent.pointerEnter(pre);
    expect(host.hasAttribute("data-visible")).toBe(true);
    fireEvent.pointerLeave(pre);
    expect(host.hasAttribute("data-visible")).toBe(false);
    fireEvent.focusIn(pre);
    fireEvent.pointerEnter(pre);
    fireEvent.pointerLeave(pre);
    expect(host.hasAttribute("data-visible")).toBe(true);
    fireEvent.focusOut(pre, { relatedTarget: document.querySelector("a") });
    expect(host.hasAttribute("data-visible")).toBe(false);
  });

  test("dispose removes every button and stops watching", async () => {
    const asked = start("<pre>one</pre><pre>two</pre>");
    const [first] = document.querySelectorAll("pre");
    const button = buttonOf(first!);
    dispose();
    expect(actions()).toHaveLength(0);
    fireEvent.click(button);
    expect(asked).toEqual([]);
    const handled = observersCalled();
    document.body.insertAdjacentHTML("beforeend", "<pre>three</pre>");
    await handled;
    expect(actions()).toHaveLength(0);
  });

  test("selector, label, text and root are the caller's", () => {
    document.body.innerHTML = '<div class="code">a</div><pre>b</pre><x-docs></x-docs>';
    const shadow = document.querySelector("x-docs")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<pre>in a web component</pre>";
    dispose = decorateCodeBlocks({ onAsk: () => {}, selector: "div.code", label: "Explain this code", text: "Explain" });
    expect(getAllByRole(actions()[0]!.shadowRoot as unknown as HTMLElement, "button", { name: "Explain this code" })).toHaveLength(1);
    expect(actions()).toHaveLength(1);
    const inShadow = decorateCodeBlocks({ onAsk: () => {}, root: shadow });
    expect(actions(shadow)).toHaveLength(1);
    inShadow();
  });

  test("an invalid selector is a clear error at once", () => {
    expect(() => decorateCodeBlocks({ onAsk: () => {}, selector: "pre[" })).toThrow(
      new SyntaxError('selector: not a valid CSS selector: "pre["'),
    );
  });
});
