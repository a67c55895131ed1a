/** One value that event handlers and stream callbacks read and write now, and renders subscribe to. */
export interface ValueStore<T> {
  /** The value as it is now. */
  get: () => T;
  /** Replaces the value and tells every subscriber (nothing when it is the same value). */
  set: (next: T) => void;
  /** Calls `listener` after each change; returns the unsubscribe. Shaped for `useSyncExternalStore`. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value with one source of truth for both worlds: code outside render (a request body being
 * built, two calls in one event) reads it at once, and React renders it through
 * `useSyncExternalStore`, so no ref has to mirror a state.
 */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
