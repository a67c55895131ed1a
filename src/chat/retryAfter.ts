/** A `Retry-After` further away than this is treated as this (a day): a typo must not lock Retry forever. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a `Retry-After` header (RFC 9110 10.2.3): delay-seconds or an HTTP date. Returns the epoch
 * milliseconds from which a retry may be sent, `now` for a date already past, and `undefined`
 * when the header is missing or unreadable (then Retry is offered at once).
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    return now + Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  }
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(date, now), now + MAX_RETRY_AFTER_MS);
}
