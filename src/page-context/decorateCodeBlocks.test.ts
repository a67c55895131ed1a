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
const buttons = () => actions().map((action) => action.shadowRoot!.querySelector("button")!);

let dispose: () => void = () => {};
afterEach(() => dispose());

function start(html: string, options: Partial<DecorateCodeBlocksOptions> = {}) {
  document.body.innerHTML = html;
  const asked: Array<[ContextItem, Element]> = [];
  dispose = decorateCodeBlocks({ onAsk: (item, block) => asked.push([item, block]), ...options });
  return asked;
}

describe("decorateCodeBlocks", () => {
  test("gives each block one button, named, typed, styled in its own shadow root, in a layer outside the blocks", () => {
    const html = '<main id="docs"><pre id="a">ls</pre><pre>pwd</pre></main>';
    start(html);
    expect(actions()).toHaveLength(2);
    const [button] = buttons();
    expect(getByRole(button!.getRootNode() as HTMLElement, "button", { name: NAME })).toBe(button);
    expect(button!.type).toBe("button");
    expect(button!.textContent).toBe("Ask AI");
    const shadow = button!.getRootNode() as ShadowRoot;
    expect(shadow.adoptedStyleSheets?.length > 0 || shadow.querySelector("style") !== null).toBe(true);
    // The page's markup is as it was: a framework hydrating it finds what it rendered.
    expect(document.querySelector("main")!.outerHTML).toBe(html);
  });

  test("taking the button reports the block's code item and the block", () => {
    window.history.replaceState(null, "", "/docs/install");
    const asked = start('<section id="setup"><pre>npm ci\n</pre></section>');
    fireEvent.click(buttons()[0]!);
    expect(asked).toEqual([[{ type: "code", value: "npm ci", path: "/docs/install", elementId: "setup" }, document.querySelector("pre")]]);
  });

  test("blocks added later get a button, in the layer in the page's order; blocks seen again get no second one", async () => {
    const asked = start("<main><pre>one</pre><pre>three</pre></main>");
    const main = document.querySelector("main")!;
    main.firstElementChild!.insertAdjacentHTML("afterend", '<div id="route"><pre>two</pre></div>');
    await vi.waitFor(() => expect(actions()).toHaveLength(3));
    for (const button of buttons()) fireEvent.click(button);
    expect(asked.map(([item]) => item.value)).toEqual(["one", "two", "three"]);
    const handled = observersCalled();
    main.append(main.firstElementChild!);
    await handled;
    expect(actions()).toHaveLength(3);
  });

  test("a removed block is forgotten: its button goes, and re-adding it decorates it afresh", async () => {
    start("<main><pre>one</pre></main>");
    const pre = document.querySelector("pre")!;
    pre.remove();
    await vi.waitFor(() => expect(actions()).toHaveLength(0));
    document.body.append(pre);
    await vi.waitFor(() => expect(actions()).toHaveLength(1));
  });

  test("leaves alone the widget's blocks and editable blocks", () => {
    start('<div id="widget"><pre>answer</pre></div><pre contenteditable="true">edit me</pre><div contenteditable><pre>x</pre></div>', {
      isInsideWidget: (node) => document.getElementById("widget")!.contains(node),
    });
    expect(actions()).toHaveLength(0);
  });

  test("dispose removes every button and the layer, and stops watching", async () => {
    const asked = start("<pre>one</pre><pre>two</pre>");
    const before = document.body.children.length;
    const [button] = buttons();
    dispose();
    expect(actions()).toHaveLength(0);
    expect(document.body.children.length).toBe(before - 1);
    fireEvent.click(button!);
    expect(asked).toEqual([]);
    const handled = observersCalled();
    document.body.insertAdjacentHTML("beforeend", "<pre>three</pre>");
    await handled;
    expect(actions()).toHaveLength(0);
  });

  test("selector, label, text, root and layer are the caller's", () => {
    document.body.innerHTML = '<div class="code">a</div><pre>b</pre><x-docs></x-docs><div id="layer"></div>';
    const shadow = document.querySelector("x-docs")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<pre>in a web component</pre>";
    const layer = document.getElementById("layer")!;
    dispose = decorateCodeBlocks({ onAsk: () => {}, selector: "div.code", label: "Explain this code", text: "Explain", layer });
    expect(actions(layer)).toHaveLength(1);
    expect(getAllByRole(actions()[0]!.shadowRoot as unknown as HTMLElement, "button", { name: "Explain this code" })).toHaveLength(1);
    const inShadow = decorateCodeBlocks({ onAsk: () => {}, root: shadow, layer });
    expect(actions(layer)).toHaveLength(2);
    inShadow();
  });

  test("an invalid selector is a clear error at once", () => {
    expect(() => decorateCodeBlocks({ onAsk: () => {}, selector: "pre[" })).toThrow(
      new SyntaxError('selector: not a valid CSS selector: "pre["'),
    );
  });
});
