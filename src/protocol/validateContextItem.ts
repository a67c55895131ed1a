import type { ContextItem } from "./requestBody";
import { isPlainObject } from "./isPlainObject";
import { CONTEXT_ITEM_TYPES } from "./requestDefaults";
import type { RuleViolation, Validation } from "./validationRules";

/**
 * Checks one context item and keeps only the fields the service defines. Written by hand, not with
 * zod, because the widget calls it in the browser; it gives the same answer, and the same
 * `field: rule` error, as `contextItemSchema` (`validateContextItem.test.ts` holds them to it).
 */
export function validateContextItem(input: unknown): Validation<ContextItem> {
  if (input === undefined) return broken("body", "required");
  if (!isPlainObject(input)) return broken("body", "must be an object");
  const { type, value, path, elementId } = input;
  if (!(CONTEXT_ITEM_TYPES as ReadonlyArray<unknown>).includes(type)) {
    return broken("type", type === undefined ? "required" : `one of: ${CONTEXT_ITEM_TYPES.join(", ")}`);
  }
  if (typeof value !== "string") return broken("value", value === undefined ? "required" : "must be a string");
  if (path !== undefined && typeof path !== "string") return broken("path", "must be a string");
  if (elementId !== undefined && typeof elementId !== "string") return broken("elementId", "must be a string");
  const item: ContextItem = { type: type as ContextItem["type"], value };
  if (path !== undefined) item.path = path;
  if (elementId !== undefined) item.elementId = elementId;
  return { ok: true, value: item };
}

function broken(field: string, rule: string): { ok: false; error: RuleViolation } {
  return { ok: false, error: { field, rule, message: `${field}: ${rule}` } };
}
