/** An object as zod's `z.object` takes it: not an array, a date, a map, a set or a promise. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value) || value instanceof Date || value instanceof Map || value instanceof Set) return false;
  const { then, catch: onError } = value as { then?: unknown; catch?: unknown };
  return !(typeof then === "function" && typeof onError === "function");
}
