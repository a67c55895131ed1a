// @vitest-environment jsdom
import { fireEvent } from "@testing-library/dom";
import type { ContextItem } from "../protocol";
import { CODE_ACTION_TAG } from "./codeActionElement";
import { codeBlockButtons } from "./codeBlockButtons";
import { codeContextItemOnDemand } from "./codeContextItemOnDemand";

const button = () => document.querySelector(CODE_ACTION_TAG)!.shadowRoot!.querySelector("button")!;

let dispose: () => void = () => {};
afterEach(() => dispose());

describe("codeBlockButtons with a reading that loads first (the script tag's)", () => {
  test("the block's item is reported once it has been read, the same as codeContextItem's", async () => {
    window.history.replaceState(null, "", "/docs/install");
    document.body.innerHTML = '<section id="setup"><pre>npm ci\n</pre></section>';
    const asked: Array<[ContextItem, Element]> = [];
    dispose = codeBlockButtons({ onAsk: (item, block) => asked.push([item, block]) }, codeContextItemOnDemand);
    fireEvent.click(button());
    await vi.waitFor(() => expect(asked).toEqual([[{ type: "code", value: "npm ci", path: "/docs/install", elementId: "setup" }, document.querySelector("pre")]]));
    // Once arrived, read at once.
    fireEvent.click(button());
    expect(asked).toHaveLength(2);
  });

  test("buttons removed while the reading loads: nothing is reported", async () => {
    document.body.innerHTML = "<pre>ls</pre>";
    const asked: ContextItem[] = [];
    let finish!: (item: ContextItem) => void;
    dispose = codeBlockButtons({ onAsk: (item) => asked.push(item) }, () => new Promise<ContextItem>((resolve) => (finish = resolve)));
    fireEvent.click(button());
    dispose();
    finish({ type: "code", value: "ls" });
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual([]);
  });
});
