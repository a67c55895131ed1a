import type { Arrival, StreamEnd } from "./readAhead";

/** Lines of a reply that arrived together, or its end. */
export type LineBatch = { lines: string[] } | StreamEnd;

/**
 * Turns arrivals of bytes into the whole, non-empty lines they complete. A partial line waits for
 * the rest; at a normal close it is taken as it is. A dropped body's partial line is lost with it.
 */
export async function* wholeLines(arrivals: AsyncIterable<Arrival>): AsyncGenerator<LineBatch, void> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const arrival of arrivals) {
    if ("bytes" in arrival) {
      buffer += decoder.decode(arrival.bytes, { stream: true });
      const end = buffer.lastIndexOf("\n");
      if (end === -1) continue;
      const lines = nonEmpty(buffer.slice(0, end).split("\n"));
      buffer = buffer.slice(end + 1);
      if (lines.length > 0) yield { lines };
      continue;
    }
    if (arrival.end === "closed") {
      const rest = nonEmpty([buffer + decoder.decode()]);
      if (rest.length > 0) yield { lines: rest };
    }
    yield arrival;
    return;
  }
}

function nonEmpty(lines: string[]): string[] {
  return lines.filter((line) => line.trim() !== "");
}
