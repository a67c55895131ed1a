import { useMemo, useSyncExternalStore } from "react";
import type { ValueStore } from "../chat/createValueStore";

/**
 * The part of `store`'s value that `select` picks, re-rendering only when it changes by `isEqual`:
 * an equal selection is the one returned before, so memoized children keep their props. (What
 * `use-sync-external-store/with-selector` does, in the few lines this widget needs: its CommonJS
 * build costs the script tag's first answer more than the budget has left.)
 */
export function useStoreSelector<Value, Selected>(
  store: ValueStore<Value>,
  select: (value: Value) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const read = useMemo(() => selection(store, select, isEqual), [store, select, isEqual]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A reader of the selection that remembers the last value read and what was picked from it. */
function selection<Value, Selected>(store: ValueStore<Value>, select: (value: Value) => Selected, isEqual: (a: Selected, b: Selected) => boolean): () => Selected {
  let last: { value: Value; selected: Selected } | undefined;
  return () => {
    const value = store.get();
    if (last?.value === value) return last.selected;
    const picked = select(value);
    last = { value, selected: last && isEqual(last.selected, picked) ? last.selected : picked };
    return last.selected;
  };
}
