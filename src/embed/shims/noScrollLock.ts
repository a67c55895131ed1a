import type { ReactNode } from "react";

/**
 * The script-tag build's stand-in for `react-remove-scroll`, which Radix's popover uses only in its
 * modal mode to lock the page's scrolling. The widget's panel is never modal (the docs page stays
 * usable beside it), so the lock is never drawn; its 3.5 kB gzip stays out of the download.
 */
export function RemoveScroll({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
