/**
 * The host page's path (`location.pathname`), read when called, so importing this module on a
 * server is safe; `undefined` where there is no `location` (SSR, workers without one).
 */
export function currentPagePath(): string | undefined {
  if (typeof location === "undefined") return undefined;
  return location.pathname || undefined;
}
