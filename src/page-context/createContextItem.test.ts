import { DEFAULT_CONTEXT_LIMITS, resolveContextLimits } from "./contextLimits";
import { contextKey, createContextItem } from "./createContextItem";

describe("createContextItem", () => {
  test("builds a context item with its key, tidied and uncut", () => {
    const result = createContextItem({
      type: "textSelection",
      value: "  Node.js   20\n",
      path: "/docs/install",
      elementId: "node-note",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        key: contextKey({ type: "textSelection", value: "Node.js 20", path: "/docs/install" }),
        item: { type: "textSelection", value: "Node.js 20", path: "/docs/install", elementId: "node-note" },
        truncated: false,
        originalLength: 10,
      },
    });
  });

  test("leaves out an empty path or elementId", () => {
    const result = createContextItem({ type: "code", value: "x = 1", path: "", elementId: "" });
    expect(result.ok && result.value.item).toEqual({ type: "code", value: "x = 1" });
  });

  test("cuts a long value to the item limit and marks it truncated", () => {
    const result = createContextItem({ type: "code", value: "y".repeat(9_312) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.item.value).toHaveLength(DEFAULT_CONTEXT_LIMITS.maxItemChars);
    expect(result.value.truncated).toBe(true);
    expect(result.value.originalLength).toBe(9_312);
    expect(createContextItem({ type: "code", value: "abcdef" }, { maxItemChars: 4 })).toMatchObject({
      ok: true,
      value: { item: { value: "abcd" }, truncated: true },
    });
  });

  test("bad input is a field: rule error from the protocol's validator", () => {
    expect(createContextItem({ type: "html", value: "<b>x</b>" })).toEqual({
      ok: false,
      error: { field: "type", rule: "one of: code, textSelection", message: "type: one of: code, textSelection" },
    });
    expect(createContextItem({ type: "code" })).toMatchObject({ ok: false, error: { message: "value: required" } });
    expect(createContextItem(null)).toMatchObject({ ok: false });
    expect(createContextItem({ type: "code", value: "x", path: 3 })).toMatchObject({
      ok: false,
      error: { field: "path" },
    });
  });

  test("a value that is only whitespace is refused", () => {
    expect(createContextItem({ type: "textSelection", value: " \n\t " })).toEqual({
      ok: false,
      error: { field: "value", rule: "must not be empty", message: "value: must not be empty" },
    });
  });

  test("the key tells items apart by type, path and value, not by elementId", () => {
    const base = { type: "code", value: "ls", path: "/a" } as const;
    expect(contextKey(base)).toBe(contextKey({ ...base }));
    expect(contextKey(base)).not.toBe(contextKey({ ...base, type: "textSelection" }));
    expect(contextKey(base)).not.toBe(contextKey({ ...base, path: "/b" }));
    expect(contextKey(base)).not.toBe(contextKey({ ...base, path: undefined }));
    expect(contextKey(base)).not.toBe(contextKey({ ...base, value: "ls " }));
  });
});

describe("resolveContextLimits", () => {
  test("fills in the defaults", () => {
    expect(resolveContextLimits()).toEqual({ maxItemChars: 4_000, maxTotalChars: 12_000, maxItems: 5 });
    expect(resolveContextLimits({ maxItems: 2, maxItemChars: undefined })).toMatchObject({ maxItems: 2, maxItemChars: 4_000 });
  });

  test("a wrong limit is a RangeError naming it", () => {
    expect(() => resolveContextLimits({ maxItems: 0 })).toThrow("maxItems: must be a positive integer");
    expect(() => resolveContextLimits({ maxTotalChars: 1.5 })).toThrow("maxTotalChars: must be a positive integer");
    expect(() => resolveContextLimits({ maxItemChars: 20_000 })).toThrow("maxItemChars: at most maxTotalChars");
  });
});
