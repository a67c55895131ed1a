import { isDeepEqualData } from "@ai-sdk/ui-utils";
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from "react";

/**
 * The script-tag build's stand-in for `swr`, which useChat v4 (`@ai-sdk/react`) uses as a store
 * and never to fetch: `useSWR(key, null, { fallbackData })` reads the value kept for `key` (shared by
 * every hook with that key, as swr's global cache), the fallback while there is none; `mutate(data |
 * update, options)` writes it at once and tells every reader. With no fetcher there is nothing to
 * revalidate, so options are ignored. As swr: a value deep-equal (by useChat's own test) to the
 * one kept keeps it (no render), `mutate()` without data writes nothing, and `mutate` stays the same
 * function, writing to the hook's current key. 5.5 kB gzip less on the app's first open.
 */
const values = new Map<string, unknown>();
const readers = new Map<string, Set<() => void>>();

type Mutate = (...args: unknown[]) => Promise<unknown>;

function write(id: string, args: unknown[]): Promise<unknown> {
  const kept = values.get(id);
  if (args.length === 0) return Promise.resolve(kept);
  const next = typeof args[0] === "function" ? (args[0] as (current: unknown) => unknown)(kept) : args[0];
  if (!isDeepEqualData(kept, next)) {
    values.set(id, next);
    for (const reader of readers.get(id) ?? []) reader();
  }
  return Promise.resolve(next);
}

export default function useSWR<T>(key: unknown, _fetcher?: null, config?: { fallbackData?: T }): { data: T | undefined; mutate: Mutate } {
  const id = JSON.stringify(key);
  const subscribe = useCallback(
    (reader: () => void) => {
      const set = readers.get(id) ?? new Set();
      readers.set(id, set);
      set.add(reader);
      return () => {
        set.delete(reader);
      };
    },
    [id],
  );
  const kept = useSyncExternalStore(subscribe, () => values.get(id) as T | undefined);
  const current = useRef(id);
  useLayoutEffect(() => {
    current.current = id;
  });
  const mutate = useCallback<Mutate>((...args) => write(current.current, args), []);
  return { data: kept === undefined ? config?.fallbackData : kept, mutate };
}
