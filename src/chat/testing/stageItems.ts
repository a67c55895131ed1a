import type { Arrival } from "../stream/readAhead";
import type { LineBatch } from "../stream/wholeLines";

/** The given items, one after another, as a stage's upstream. */
export async function* from<T>(items: readonly T[]): AsyncGenerator<T, void> {
  for (const item of items) yield item;
}

/** Everything a stage yields. */
export async function all<T>(stage: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stage) out.push(item);
  return out;
}

/** Arrivals of the given strings as bytes, then a normal close. */
export function bytes(...chunks: string[]): Arrival[] {
  const encoder = new TextEncoder();
  return [...chunks.map((chunk) => ({ bytes: encoder.encode(chunk) })), { end: "closed" }];
}

/** A batch of lines. */
export const lines = (...values: string[]): LineBatch => ({ lines: values });
