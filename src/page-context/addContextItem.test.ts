import fc from "fast-check";
import type { ContextItem } from "../protocol";
import { addContextItem } from "./addContextItem";
import type { PendingContextItem } from "./createContextItem";
import { contextTotalChars, isAnyContextTruncated, removeContextItem, toRequestContext } from "./pendingContext";

const code = (value: string, extra: Partial<ContextItem> = {}): ContextItem => ({ type: "code", value, path: "/docs", ...extra });
const values = (list: readonly PendingContextItem[]) => list.map((pending) => pending.item.value);

function addAll(items: unknown[], limits = {}): PendingContextItem[] {
  return items.reduce<PendingContextItem[]>((list, item) => addContextItem(list, item, limits).list, []);
}

describe("addContextItem", () => {
  test("adds in order and leaves the given list alone", () => {
    const first = addContextItem([], code("a"));
    expect(first.status).toBe("added");
    const second = addContextItem(first.list, code("b"));
    expect(values(second.list)).toEqual(["a", "b"]);
    expect(values(first.list)).toEqual(["a"]);
  });

  test("the same type + value + path is merged into the pending item, returning the same list", () => {
    const list = addAll([code("a", { elementId: "one" }), code("b")]);
    const again = addContextItem(list, code("a", { elementId: "two" }));
    expect(again.status).toBe("merged");
    expect(again.list).toBe(list);
    expect(again.status === "merged" && again.item.item.elementId).toBe("one");
    // Tidied the same way, so a selection with other whitespace is the same context.
    const text = addAll([{ type: "textSelection", value: "Node  20" }]);
    expect(addContextItem(text, { type: "textSelection", value: " Node 20\n" }).status).toBe("merged");
  });

  test("a merge gives the pending item an elementId it lacked", () => {
    const list = addAll([code("a")]);
    const merged = addContextItem(list, code("a", { elementId: "block" }));
    expect(merged.list).not.toBe(list);
    expect(merged.list.map((pending) => pending.item)).toEqual([code("a", { elementId: "block" })]);
  });

  test("a different type, path or value is another item", () => {
    const list = addAll([code("a"), { type: "textSelection", value: "a", path: "/docs" }, code("a", { path: "/other" }), code("a ")]);
    expect(list).toHaveLength(3); // "a " is tidied to "a" for code too: its trailing space is an edge.
  });

  test("past maxItems the oldest item is dropped and reported", () => {
    const list = addAll([code("1"), code("2"), code("3")], { maxItems: 3 });
    const result = addContextItem(list, code("4"), { maxItems: 3 });
    expect(values(result.list)).toEqual(["2", "3", "4"]);
    expect(result.status === "added" && values(result.evicted)).toEqual(["1"]);
  });

  test("past maxTotalChars the oldest items are dropped until the newest fits", () => {
    const limits = { maxItemChars: 10, maxTotalChars: 20 };
    const list = addAll([code("a".repeat(8)), code("b".repeat(8))], limits);
    const result = addContextItem(list, code("c".repeat(15)), limits);
    expect(values(result.list)).toEqual(["b".repeat(8), "c".repeat(10)]);
    expect(result.status === "added" && result.item.truncated).toBe(true);
    expect(result.status === "added" && values(result.evicted)).toEqual(["a".repeat(8)]);
    const big = addContextItem(result.list, code("d".repeat(10)), limits);
    expect(values(big.list)).toEqual(["c".repeat(10), "d".repeat(10)]);
    expect(isAnyContextTruncated(result.list)).toBe(true);
  });

  test("bad input keeps the list and says why", () => {
    const list = addAll([code("a")]);
    const result = addContextItem(list, { type: "link", value: "x" });
    expect(result).toEqual({
      status: "invalid",
      list,
      error: { field: "type", rule: "one of: code, textSelection", message: "type: one of: code, textSelection" },
    });
    expect(addContextItem(list, code("   ")).status).toBe("invalid");
  });

  test("whatever is added, the list stays within its limits with no duplicate keys and the newest item last", () => {
    const item = fc.record({
      type: fc.constantFrom("code", "textSelection"),
      value: fc.string({ minLength: 1, maxLength: 40 }),
      path: fc.option(fc.constantFrom("/a", "/b"), { nil: undefined }),
    });
    const limits = fc.record({
      maxItemChars: fc.integer({ min: 1, max: 20 }),
      maxTotalChars: fc.integer({ min: 20, max: 60 }),
      maxItems: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), limits, (items, chosen) => {
        let list: PendingContextItem[] = [];
        for (const next of items) {
          const result = addContextItem(list, next, chosen);
          list = result.list;
          if (result.status === "added") expect(list.at(-1)).toBe(result.item);
          expect(list.length).toBeLessThanOrEqual(chosen.maxItems);
          expect(contextTotalChars(list)).toBeLessThanOrEqual(chosen.maxTotalChars);
          expect(list.every((pending) => pending.item.value.length <= chosen.maxItemChars)).toBe(true);
          expect(new Set(list.map((pending) => pending.key)).size).toBe(list.length);
        }
      }),
    );
  });
});

describe("the pending list", () => {
  test("removeContextItem removes by key and returns the same list for an unknown key", () => {
    const list = addAll([code("a"), code("b")]);
    expect(values(removeContextItem(list, list[0]!.key))).toEqual(["b"]);
    expect(removeContextItem(list, "nope")).toBe(list);
  });

  test("toRequestContext gives the wire items in order, or undefined when nothing is pending", () => {
    const list = addAll([code("a", { elementId: "x" }), { type: "textSelection", value: "b" }]);
    const context = toRequestContext(list);
    expect(context).toEqual([code("a", { elementId: "x" }), { type: "textSelection", value: "b" }]);
    expect(context![0]).not.toBe(list[0]!.item);
    expect(toRequestContext([])).toBeUndefined();
    expect(JSON.parse(JSON.stringify({ context: toRequestContext([]) }))).toEqual({});
  });

  test("contextTotalChars counts the values", () => {
    expect(contextTotalChars(addAll([code("abc"), code("de")]))).toBe(5);
  });
});
