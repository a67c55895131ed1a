import { MAX_LINE_CHARS } from "./answerBounds";
import type { Arrival, StreamEnd } from "./readAhead";

/** Lines of a reply that arrived together, or its end. */
export type LineBatch = { lines: string[] } | StreamEnd;

/**
 * Turns arrivals of bytes into the whole, non-empty lines they complete. A partial line waits for
 * the rest; at a normal close it is taken as it is. A dropped body's partial line is lost with it.
 * Each arrival is read once: a partial line is kept in pieces, not searched again with every read
 * (640 MB without a newline was searched again for each 64 kB). A line longer than `maxLineChars`
 * ends the reply as `too-large`.
 */
export async function* wholeLines(arrivals: AsyncIterable<Arrival>, maxLineChars = MAX_LINE_CHARS): AsyncGenerator<LineBatch, void> {
  const decoder = new TextDecoder();
  const partial: string[] = [];
  let partialChars = 0;
  const tooLong: StreamEnd = { end: "too-large", what: `a line of more than ${maxLineChars} characters` };
  for await (const arrival of arrivals) {
    if ("bytes" in arrival) {
      const text = decoder.decode(arrival.bytes, { stream: true });
      const end = text.lastIndexOf("\n");
      if (end === -1) {
        partial.push(text);
        partialChars += text.length;
        if (partialChars > maxLineChars) return yield tooLong;
        continue;
      }
      partial.push(text.slice(0, end));
      const lines = nonEmpty(partial.join("").split("\n"));
      partial.length = 0;
      partial.push(text.slice(end + 1));
      partialChars = partial[0]!.length;
      if (partialChars > maxLineChars || lines.some((line) => line.length > maxLineChars)) return yield tooLong;
      if (lines.length > 0) yield { lines };
      continue;
    }
    if (arrival.end === "closed") {
      const rest = nonEmpty([partial.join("") + decoder.decode()]);
      if (rest.some((line) => line.length > maxLineChars)) return yield tooLong;
      if (rest.length > 0) yield { lines: rest };
    }
    yield arrival;
    return;
  }
}

function nonEmpty(lines: string[]): string[] {
  return lines.filter((line) => line.trim() !== "");
}
