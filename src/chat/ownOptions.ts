/**
 * `options`' own enumerable properties, on an object without a prototype: an option the caller did
 * not give reads as `undefined`, never as a property another script on the page put on
 * `Object.prototype` (a bug or an attack: `Object.prototype.baseUrl` would send the conversation,
 * the key and the page context to its origin; `fetch` or `onEvent` would receive them).
 */
export function ownOptions<T extends object>(options: T): T {
  return Object.assign(Object.create(null) as T, options);
}

/** `value[key]` when `value` has it as its own property, else `undefined`. */
export function ownValue(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
