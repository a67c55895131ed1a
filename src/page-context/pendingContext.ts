import type { ContextItem } from "../protocol";
import type { PendingContextItem } from "./createContextItem";

/**
 * The pending list without the item of `key` (a chip's remove button). The same list object
 * comes back when no item has that key.
 */
export function removeContextItem(list: readonly PendingContextItem[], key: string): PendingContextItem[] {
  const next = list.filter((pending) => pending.key !== key);
  return next.length === list.length ? (list as PendingContextItem[]) : next;
}

/** Characters of all pending values together, as counted against `maxTotalChars`. */
export function contextTotalChars(list: readonly PendingContextItem[]): number {
  return list.reduce((total, pending) => total + pending.item.value.length, 0);
}

/** True when any pending value was cut, for a note beside the chips. */
export function isAnyContextTruncated(list: readonly PendingContextItem[]): boolean {
  return list.some((pending) => pending.truncated);
}

/**
 * The request body's `context`: fresh copies in the order added, or
 * `undefined` when nothing is pending so `JSON.stringify` leaves the field out.
 */
export function toRequestContext(list: readonly PendingContextItem[]): ContextItem[] | undefined {
  if (list.length === 0) return undefined;
  return list.map(({ item }) => ({ ...item }));
}
