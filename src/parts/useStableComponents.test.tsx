import { renderHook } from "@testing-library/react";
import type { AssistantComponents } from "./assistantComponents";
import { useStableComponents } from "./useStableComponents";

const A = () => null;
const B = () => null;

test("a new map holding the same components is the same map; a new component in any key makes a new one", () => {
  const { result, rerender } = renderHook(({ components }: { components: AssistantComponents }) => useStableComponents(components), {
    initialProps: { components: { Link: A, tools: { search: A }, markdown: { h2: A } } as AssistantComponents },
  });
  const first = result.current;
  rerender({ components: { Link: A, tools: { search: A }, markdown: { h2: A } } });
  expect(result.current).toBe(first);
  for (const key of ["Link", "CodeBlock", "ToolFallback", "Passage", "SourceList", "SuggestionList", "UserMessage"] as const) {
    const before = result.current;
    rerender({ components: { ...before, [key]: key === "Link" ? B : A } });
    expect(result.current, key).not.toBe(before);
  }
  const before = result.current;
  rerender({ components: { ...before, tools: { search: B } } });
  expect(result.current).not.toBe(before);
});
