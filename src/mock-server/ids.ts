import { randomBytes } from "node:crypto";

/** Crockford's base 32, the alphabet of ULIDs. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A ULID (26 characters: 48 bits of milliseconds, then 80 random bits), the shape of the
 * production service's thread ids. Ids made later sort after earlier ones (to the millisecond).
 */
export function ulid(now: number = Date.now()): string {
  let time = "";
  let rest = now;
  for (let index = 0; index < 10; index += 1) {
    time = CROCKFORD[rest % 32]! + time;
    rest = Math.floor(rest / 32);
  }
  const random = randomBytes(16);
  let tail = "";
  for (let index = 0; index < 16; index += 1) tail += CROCKFORD[random[index]! % 32];
  return time + tail;
}

/** A random id with a prefix, URL-safe: `msg-…`, `call_…`, `tk_…`. */
export function randomId(prefix: string, bytes = 12): string {
  return prefix + randomBytes(bytes).toString("base64url");
}
