/**
 * The script-tag build's stand-in for `@ai-sdk/provider-utils`, of which useChat v4 and ui-utils
 * call four things: `generateId`, `isAbortError`, `safeParseJSON` (without a schema, for a tool
 * call's arguments as they stream) and `validatorSymbol`; useObject's `safeValidateTypes` is only
 * named. The package brings the SDK's error classes (`@ai-sdk/provider`), `secure-json-parse` and
 * nanoid with them. As there: ids of 16 characters of the same alphabet, an abort or a timeout is
 * an abort, and JSON that would define `__proto__` or `constructor.prototype` is refused
 * (secure-json-parse's default), so a hostile tool call's arguments never reach a prototype.
 * 1.2 kB gzip less on the app's first open.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export const validatorSymbol = Symbol.for("vercel.ai.validator");

export function generateId(size = 16): string {
  let id = "";
  for (let index = 0; index < size; index += 1) id += ALPHABET[(Math.random() * ALPHABET.length) | 0];
  return id;
}

export function isAbortError(error: unknown): error is Error {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** useObject's, which the widget never calls (its import must resolve). */
export function safeValidateTypes(): never {
  throw new Error("safeValidateTypes is not in the script tag");
}

export type ParseResult = { success: true; value: unknown; rawValue: unknown } | { success: false; error: Error };

export function safeParseJSON({ text }: { text: string }): ParseResult {
  try {
    const value: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    refusePrototypeKeys(value);
    return { success: true, value, rawValue: value };
  } catch (error) {
    return { success: false, error: new Error(`JSON parsing failed: ${String(error)}`, { cause: error }) };
  }
}

/** As secure-json-parse: an own `__proto__`, or an own `constructor` with an own `prototype`, anywhere in the value. */
function refusePrototypeKeys(value: unknown): void {
  const has = (node: object, key: string) => Object.prototype.hasOwnProperty.call(node, key);
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== "object") continue;
    const constructor = (node as { constructor?: unknown }).constructor;
    if (has(node, "__proto__") || (has(node, "constructor") && constructor !== null && typeof constructor === "object" && has(constructor, "prototype"))) {
      throw new SyntaxError("Object contains forbidden prototype property");
    }
    pending.push(...Object.values(node));
  }
}
