import type { RuleViolation } from "../protocol";
import { resolveContextLimits, type ContextLimits } from "./contextLimits";
import { createContextItem, type PendingContextItem } from "./createContextItem";
import { contextTotalChars } from "./pendingContext";

/** What {@link addContextItem} did; `list` is always the list to keep. */
export type AddContextResult =
  | {
      status: "added";
      list: PendingContextItem[];
      item: PendingContextItem;
      /** Oldest items dropped to stay within `maxItems` / `maxTotalChars` (announce them). */
      evicted: PendingContextItem[];
    }
  | { status: "merged"; list: PendingContextItem[]; item: PendingContextItem }
  | { status: "invalid"; list: PendingContextItem[]; error: RuleViolation };

/**
 * Adds one context item to the pending list without changing the list given.
 *
 * - Bad input (not a context item, or an empty value) leaves the list as it was and answers
 *   `status: "invalid"` with a `field: rule` error.
 * - The same type + value + path already pending is merged (`status: "merged"`): no second chip;
 *   the existing item only gains an `elementId` it lacked. The same list object comes back when
 *   nothing changed, so a React state update bails out.
 * - Otherwise the new item goes last, cut to `maxItemChars`, and the oldest items are dropped
 *   until the list is within `maxItems` and `maxTotalChars`: the reader's latest choice wins.
 *
 * For a React state setter: `setPending((list) => addContextItem(list, item).list)`.
 */
export function addContextItem(
  list: readonly PendingContextItem[],
  input: unknown,
  limits: Partial<ContextLimits> = {},
): AddContextResult {
  const resolved = resolveContextLimits(limits);
  const created = createContextItem(input, resolved);
  if (!created.ok) return { status: "invalid", list: list as PendingContextItem[], error: created.error };
  const candidate = created.value;
  const index = list.findIndex((pending) => pending.key === candidate.key);
  if (index !== -1) return merge(list, index, candidate);
  const next = [...list, candidate];
  const evicted: PendingContextItem[] = [];
  while (next.length > resolved.maxItems || contextTotalChars(next) > resolved.maxTotalChars) {
    evicted.push(next.shift()!);
  }
  return { status: "added", list: next, item: candidate, evicted };
}

function merge(
  list: readonly PendingContextItem[],
  index: number,
  candidate: PendingContextItem,
): AddContextResult {
  const existing = list[index]!;
  if (existing.item.elementId || !candidate.item.elementId) {
    return { status: "merged", list: list as PendingContextItem[], item: existing };
  }
  const item: PendingContextItem = { ...existing, item: { ...existing.item, elementId: candidate.item.elementId } };
  return { status: "merged", list: list.map((pending, i) => (i === index ? item : pending)), item };
}
