import { validateContextItem, type ContextItem } from "../protocol";
import { copyItem } from "./messageContext";

/** The most characters one context item keeps; longer text is cut and the chip says so. */
export const MAX_CONTEXT_ITEM_CHARS = 4_000;
/** The most characters all pending items keep together; the oldest items make way. */
export const MAX_CONTEXT_TOTAL_CHARS = 12_000;
/** The most items pending at once; the oldest makes way. */
export const MAX_CONTEXT_ITEMS = 6;

/** A context item waiting to go with the next question. */
export interface PendingContext {
  /** Stable identity: type and normalised text. Duplicates share it. */
  key: string;
  item: ContextItem;
  /** True when the text was cut to {@link MAX_CONTEXT_ITEM_CHARS}. */
  truncated: boolean;
}

/** The pending list after adding `item`, and what was added (`undefined` for invalid, empty or duplicate input). */
export interface AddContextResult {
  list: PendingContext[];
  added?: PendingContext;
}

/**
 * Adds an item: invalid or blank items are ignored, text past the per-item limit is cut, a duplicate
 * (same type and text, whitespace aside) is merged into the one pending (which gains a `path` or
 * `elementId` it lacked), and the oldest items make way when the count or the total size would
 * pass its limit.
 */
export function addPendingContext(list: ReadonlyArray<PendingContext>, input: unknown): AddContextResult {
  const checked = validateContextItem(input);
  if (!checked.ok || checked.value.value.trim() === "") return { list: [...list] };
  const item = copyItem(checked.value);
  const truncated = item.value.length > MAX_CONTEXT_ITEM_CHARS;
  if (truncated) item.value = item.value.slice(0, MAX_CONTEXT_ITEM_CHARS);
  const added: PendingContext = { key: contextKey(item), item, truncated };
  const existing = list.findIndex((entry) => entry.key === added.key);
  if (existing !== -1) return { list: list.map((entry, index) => (index === existing ? mergeInto(entry, item) : entry)) };
  const next = [...list, added];
  while (next.length > MAX_CONTEXT_ITEMS || (next.length > 1 && totalChars(next) > MAX_CONTEXT_TOTAL_CHARS)) {
    next.shift();
  }
  return { list: next, added };
}

/** The pending list without the entry `key`. */
export function removePendingContext(list: ReadonlyArray<PendingContext>, key: string): PendingContext[] {
  return list.filter((entry) => entry.key !== key);
}

/** A one-line preview of a context item's text for a chip. */
export function contextPreview(value: string, maxLength = 48): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

function mergeInto(entry: PendingContext, item: ContextItem): PendingContext {
  const path = entry.item.path ?? item.path;
  const elementId = entry.item.elementId ?? item.elementId;
  return { ...entry, item: { ...entry.item, ...(path !== undefined && { path }), ...(elementId !== undefined && { elementId }) } };
}

function contextKey(item: ContextItem): string {
  return `${item.type}:${item.value.replace(/\s+/g, " ").trim()}`;
}

function totalChars(list: ReadonlyArray<PendingContext>): number {
  return list.reduce((sum, entry) => sum + entry.item.value.length, 0);
}
