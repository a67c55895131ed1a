/** `2026-11-22T10:00:00Z`, with optional seconds, fraction and a `±hh:mm` offset instead of `Z`. */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * True when `value` is an ISO 8601 date-time (RFC 3339 profile) naming a day that exists: all
 * ASCII, one line, nothing before or after it. `Date.parse` alone accepts `2026-02-31` (as March 3)
 * and many non-ISO forms, so the shape is checked first.
 */
export function isIsoTimestamp(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_8601.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
