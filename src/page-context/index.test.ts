import * as pageContext from "./index";

// Runs in Node: the module must be importable by a server render and do nothing there.
test("imports without a DOM; the watchers do nothing and dispose cleanly there", () => {
  expect(typeof document).toBe("undefined");
  expect(pageContext.currentPagePath()).toBeUndefined();
  const onChange = vi.fn();
  const stopSelection = pageContext.watchSelection({ onChange });
  const stopCode = pageContext.decorateCodeBlocks({ onAsk: vi.fn() });
  stopSelection();
  stopCode();
  expect(onChange).not.toHaveBeenCalled();
});

test("exports the pieces the widget wires together", () => {
  for (const name of [
    "addContextItem",
    "removeContextItem",
    "toRequestContext",
    "contextPreview",
    "createContextItem",
    "nearestElementId",
    "composedContains",
    "codeContextItem",
    "readSelection",
    "watchSelection",
    "decorateCodeBlocks",
    "placeSelectionAction",
    "currentPagePath",
  ] as const) {
    expect(typeof pageContext[name]).toBe("function");
  }
  expect(pageContext.CODE_ACTION_LABEL).toBe("Ask AI about this code");
  expect(pageContext.DEFAULT_CONTEXT_LIMITS).toEqual({ maxItemChars: 4_000, maxTotalChars: 12_000, maxItems: 5 });
});
