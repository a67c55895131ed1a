import { validateContextItem, type ContextItem, type RuleViolation, type Validation } from "../protocol";
import { resolveContextLimits, type ContextLimits } from "./contextLimits";
import { cutToLength, normalizeContextValue } from "./normalizeContextValue";

/** A context item waiting in the composer: what will be sent, plus what a chip needs to show. */
export interface PendingContextItem {
  /** Stable identity for merging, React keys and removal: equal for the same type, path and value. */
  key: string;
  /** The context item exactly as it will be sent (normalised and cut to the item limit). */
  item: ContextItem;
  /** True when `item.value` was cut to the item limit; the chip should say so. */
  truncated: boolean;
  /** Length of the normalised value before any cut, for "cut to 4,000 of 9,312 characters". */
  originalLength: number;
}

/** The identity of an item: same type, same path and same value are the same context. */
export function contextKey(item: Pick<ContextItem, "type" | "value" | "path">): string {
  return JSON.stringify([item.type, item.path ?? null, item.value]);
}

/**
 * Checks `input` against the context item rules with the protocol's validator, normalises its value (whitespace
 * of selections, edges of code), cuts it to `limits.maxItemChars` and drops an empty `path` or
 * `elementId`. Never throws on bad input: answers `{ ok: false, error }` with `field: rule`
 * (`type: one of: code, textSelection`, `value: must not be empty`).
 */
export function createContextItem(
  input: unknown,
  limits: Partial<ContextLimits> = {},
): Validation<PendingContextItem> {
  const checked = validateContextItem(input);
  if (!checked.ok) return checked;
  const { maxItemChars } = resolveContextLimits(limits);
  const { type, path, elementId } = checked.value;
  const normalised = normalizeContextValue(type, checked.value.value);
  if (normalised === "") return { ok: false, error: violation("value", "must not be empty") };
  const { value, truncated } = cutToLength(normalised, maxItemChars);
  const item: ContextItem = { type, value };
  if (path) item.path = path;
  if (elementId) item.elementId = elementId;
  return { ok: true, value: { key: contextKey(item), item, truncated, originalLength: normalised.length } };
}

function violation(field: string, rule: string): RuleViolation {
  return { field, rule, message: `${field}: ${rule}` };
}
