/**
 * How much page context one question may carry. The values bound what a reader can attach by
 * accident (a select-all of a long page) while keeping room for a real code sample: 4,000
 * characters is about 100 lines of code or 1,000 tokens; three such items (12,000 characters,
 * about 3,000 tokens) still leave most of the service's prompt to the retrieved documentation,
 * and keep a request body small.
 */
export interface ContextLimits {
  /**
   * Characters kept of one item's value; longer values are cut and marked `truncated`.
   * @default 4000
   */
  maxItemChars: number;
  /**
   * Characters of all pending values together; adding past it drops the oldest items.
   * @default 12000
   */
  maxTotalChars: number;
  /**
   * Pending items at most; adding past it drops the oldest item.
   * @default 5
   */
  maxItems: number;
}

/** The limits used when none are given (see {@link ContextLimits}). */
export const DEFAULT_CONTEXT_LIMITS: Readonly<ContextLimits> = Object.freeze({
  maxItemChars: 4_000,
  maxTotalChars: 12_000,
  maxItems: 5,
});

/**
 * Fills in defaults and checks the limits; throws a `RangeError` naming the broken option
 * (`maxItems: must be a positive integer`), since a wrong limit is a programming error.
 */
export function resolveContextLimits(limits: Partial<ContextLimits> = {}): ContextLimits {
  const resolved: ContextLimits = { ...DEFAULT_CONTEXT_LIMITS, ...definedOnly(limits) };
  for (const key of ["maxItemChars", "maxTotalChars", "maxItems"] as const) {
    const value = resolved[key];
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`${key}: must be a positive integer`);
  }
  if (resolved.maxItemChars > resolved.maxTotalChars) {
    throw new RangeError("maxItemChars: at most maxTotalChars");
  }
  return resolved;
}

function definedOnly(limits: Partial<ContextLimits>): Partial<ContextLimits> {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}
