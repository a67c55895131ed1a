import { useState } from "react";

/**
 * `value`, or the one returned before for as long as `same` finds them equal: a stable identity for a
 * value rebuilt on every render (a message's sources on every streamed token, an inline `components`
 * map), so what depends on it by identity does not redraw. Kept in state, updated during render as
 * React allows for state derived from props; never a ref written in render.
 */
export function useKeptWhileSame<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value);
  if (kept === value || same(kept, value)) return kept;
  setKept(value);
  return value;
}
