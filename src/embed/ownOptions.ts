import type { EmbedOptions } from "./embedOptions";

// Option values that are plain objects of settings, read key by key further on.
const NESTED = ["labels", "filter", "cssVariables", "support"];

/**
 * A copy of `value`'s own enumerable properties on an object without a prototype: an option the
 * caller did not give reads as `undefined`, never as what another script of the page put on
 * `Object.prototype` (a polluted `baseUrl` would send the conversation elsewhere). Plain objects
 * among the settings (labels, filter, …) are copied the same way.
 */
export function ownOptions(value: unknown): EmbedOptions {
  const options = ownProperties(value as Record<string, unknown>);
  for (const key of NESTED) {
    const nested = options[key];
    if (nested !== null && typeof nested === "object" && !Array.isArray(nested)) options[key] = ownProperties(nested);
  }
  return options as unknown as EmbedOptions;
}

/** `value`'s own enumerable properties, on an object without a prototype. */
export function ownProperties<T extends object>(value: T | null | undefined): T {
  return Object.assign(Object.create(null) as T, value !== null && typeof value === "object" ? value : {});
}
