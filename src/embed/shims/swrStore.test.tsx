import { act, renderHook } from "@testing-library/react";
import useSWR from "./swrStore";

/**
 * The script tag's `swr` stand-in, against what useChat v4 relies on. The chat itself runs on it
 * in the script-tag build (every Chromium test of the embed); here its semantics alone.
 */
let keyCount = 0;
const freshKey = () => [["/api", `chat-${++keyCount}`], "messages"];

describe("swrStore (the script tag's swr)", () => {
  test("the fallback until a value is written; mutate writes at once, for every reader of the key", async () => {
    const key = freshKey();
    const a = renderHook(() => useSWR<string[]>(key, null, { fallbackData: ["initial"] }));
    const b = renderHook(() => useSWR<string[]>(key, null));
    expect(a.result.current.data).toEqual(["initial"]);
    expect(b.result.current.data).toBeUndefined();
    await act(async () => {
      await expect(a.result.current.mutate(["one"], false)).resolves.toEqual(["one"]);
    });
    expect(a.result.current.data).toEqual(["one"]);
    expect(b.result.current.data).toEqual(["one"]);
    const other = renderHook(() => useSWR(freshKey(), null, { fallbackData: "other" }));
    expect(other.result.current.data).toBe("other");
  });

  test("an update function gets the value kept; undefined is written when given, nothing without data", async () => {
    const key = freshKey();
    const { result } = renderHook(() => useSWR<number>(key, null));
    await act(() => result.current.mutate(1));
    await act(() => result.current.mutate((current: unknown) => (current as number) + 1));
    expect(result.current.data).toBe(2);
    await act(() => result.current.mutate());
    expect(result.current.data).toBe(2);
    await act(() => result.current.mutate(undefined));
    expect(result.current.data).toBeUndefined();
  });

  test("a deep-equal value keeps the one kept (no render); mutate is one function for the hook's life, writing to its current key", async () => {
    let renders = 0;
    const first = freshKey();
    const { result, rerender } = renderHook(
      ({ key }) => {
        renders += 1;
        return useSWR<{ parts: string[] }>(key, null);
      },
      { initialProps: { key: first } },
    );
    await act(() => result.current.mutate({ parts: ["a"] }, false));
    const kept = result.current.data;
    const before = renders;
    await act(() => result.current.mutate({ parts: ["a"] }, false));
    expect(renders).toBe(before);
    expect(result.current.data).toBe(kept);

    const mutate = result.current.mutate;
    const second = freshKey();
    rerender({ key: second });
    expect(result.current.mutate).toBe(mutate);
    expect(result.current.data).toBeUndefined();
    await act(() => mutate({ parts: ["b"] }));
    expect(result.current.data).toEqual({ parts: ["b"] });
    expect(renderHook(() => useSWR(first, null)).result.current.data).toEqual({ parts: ["a"] });
  });
});
