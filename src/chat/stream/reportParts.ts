import { parseStreamLine, type StreamPart } from "../../protocol";
import type { StreamEnd } from "./readAhead";
import type { LineBatch } from "./wholeLines";

/** A line with its part, or no part when it does not parse. */
export interface ParsedLine {
  /** The line as it came, without its newline. */
  line: string;
  /** Its part; `undefined` for a malformed line. */
  part: StreamPart | undefined;
}

/** Parsed lines that arrived together, or the reply's end. */
export type PartBatch = { parsed: ParsedLine[] } | StreamEnd;

/**
 * Parses each line once and reports every well-formed part to `onPart` as it goes by, whatever
 * comes after it: the thread's id, named at the very end of a reply, reaches its listener even
 * when an earlier line was a problem.
 */
export async function* reportParts(batches: AsyncIterable<LineBatch>, onPart?: (part: StreamPart) => void): AsyncGenerator<PartBatch, void> {
  for await (const batch of batches) {
    if (!("lines" in batch)) {
      yield batch;
      continue;
    }
    const parsed = batch.lines.map((line): ParsedLine => {
      try {
        return { line, part: parseStreamLine(line) };
      } catch {
        return { line, part: undefined };
      }
    });
    for (const { part } of parsed) if (part) onPart?.(part);
    yield { parsed };
  }
}
