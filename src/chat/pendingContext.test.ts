import { validateContextItem } from "../protocol";
import { MAX_CONTEXT_ITEMS, MAX_CONTEXT_ITEM_CHARS, MAX_CONTEXT_TOTAL_CHARS, addPendingContext, contextPreview, removePendingContext, type PendingContext } from "./pendingContext";

const add = (list: PendingContext[], item: unknown) => addPendingContext(list, item).list;

describe("pending context", () => {
  test("adds valid items with only the seed's fields", () => {
    const { list, added } = addPendingContext([], { type: "code", value: "npm i", path: "/install", elementId: "s1", extra: 1 });
    expect(added?.item).toEqual({ type: "code", value: "npm i", path: "/install", elementId: "s1" });
    expect(added?.truncated).toBe(false);
    expect(list).toHaveLength(1);
  });

  test("ignores invalid and blank items", () => {
    expect(addPendingContext([], { type: "image", value: "x" }).added).toBeUndefined();
    expect(addPendingContext([], { type: "code", value: "   " }).added).toBeUndefined();
    expect(addPendingContext([], null).list).toEqual([]);
  });

  test("merges duplicates (same type and text, whitespace aside) into the pending one", () => {
    let list = add([], { type: "textSelection", value: "Node  20\nor later", path: "/a" });
    list = add(list, { type: "code", value: "x" });
    const again = addPendingContext(list, { type: "textSelection", value: "Node 20 or later", path: "/b", elementId: "req" });
    expect(again.added).toBeUndefined();
    expect(again.list.map((e) => e.item)).toEqual([
      { type: "textSelection", value: "Node  20\nor later", path: "/a", elementId: "req" },
      { type: "code", value: "x" },
    ]);
  });

  test("cuts long text and says so; keeps the total and the count bounded, dropping the oldest", () => {
    const long = addPendingContext([], { type: "code", value: "a".repeat(MAX_CONTEXT_ITEM_CHARS + 10) }).added!;
    expect(long.truncated).toBe(true);
    expect(long.item.value).toHaveLength(MAX_CONTEXT_ITEM_CHARS);
    let list: PendingContext[] = [];
    for (let i = 0; i < 10; i++) list = add(list, { type: "code", value: `${i}`.repeat(MAX_CONTEXT_ITEM_CHARS) });
    expect(list.reduce((n, e) => n + e.item.value.length, 0)).toBeLessThanOrEqual(MAX_CONTEXT_TOTAL_CHARS);
    expect(list.at(-1)!.item.value[0]).toBe("9");
    let small: PendingContext[] = [];
    for (let i = 0; i < 10; i++) small = add(small, { type: "code", value: `item ${i}` });
    expect(small).toHaveLength(MAX_CONTEXT_ITEMS);
    expect(small[0]!.item.value).toBe(`item ${10 - MAX_CONTEXT_ITEMS}`);
    for (const entry of small) expect(validateContextItem(entry.item).ok).toBe(true);
  });

  test("removes by key; previews are one short line", () => {
    const list = add(add([], { type: "code", value: "a" }), { type: "code", value: "b" });
    expect(removePendingContext(list, list[0]!.key).map((e) => e.item.value)).toEqual(["b"]);
    expect(contextPreview("  line one\n  line two  ", 12)).toBe("line one li…");
  });
});
