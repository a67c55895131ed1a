import { createAnswerCompleteness } from "../answerCompleteness";
import { AssistantRequestError, shortDetail } from "../chatErrors";
import { createAnswerBounds } from "./answerBounds";
import type { ParsedLine, PartBatch } from "./reportParts";

/** Lines read after a problem (whole slices, so a few more): enough for the closing parts a server still writes. */
export const LINES_AFTER_PROBLEM = 500;

/** Options of {@link checkAnswer}. */
export interface CheckAnswerOptions {
  /** Maps the error a dropped body failed with to the error the reader should see. */
  mapReadError: (error: unknown) => unknown;
}

/** The checked reply: its good parts, and the problem found so far. */
export interface CheckedAnswer {
  /** Good parts, a batch at a time; ends when the answer is whole, throws the problem otherwise. */
  parts: AsyncGenerator<ParsedLine[], void>;
  /** The first problem found; the rest of the reply is being read before it is thrown. */
  readonly problem: unknown;
}

/**
 * Turns what useChat would report vaguely into classified errors: a `3:` part is `stream-error`
 * (after the parts before it), a line that does not parse is `malformed-stream` (useChat would drop
 * its whole batch), and a reply that ends inside a step is `connection-cut` (see
 * {@link createAnswerCompleteness}). After a problem the rest of the reply is still read, not passed
 * on, before the problem is thrown: a real server goes on to write its finish parts and the
 * thread's id (reported upstream), which Retry must continue.
 *
 * An answer past one of its bounds (`answerBounds`: size, parts, sources, search results, a line,
 * the reply's bytes) is `too-large`: the parts before stay, and nothing more is read.
 */
export function checkAnswer(batches: AsyncIterable<PartBatch>, options: CheckAnswerOptions): CheckedAnswer {
  const completeness = createAnswerCompleteness();
  const bounds = createAnswerBounds();
  let problem: unknown;

  async function* parts(): AsyncGenerator<ParsedLine[], void> {
    const source = batches[Symbol.asyncIterator]();
    for (let next = await source.next(); !next.done; next = await source.next()) {
      const batch = next.value;
      if ("end" in batch) {
        if (batch.end === "too-large") throw (problem = tooLarge(batch.what));
        if (completeness.isWhole(batch.end)) return;
        throw batch.end === "dropped"
          ? options.mapReadError(batch.error)
          : new AssistantRequestError({ kind: "connection-cut" }, "The answer ended before it was complete.");
      }
      const good: ParsedLine[] = [];
      let index = 0;
      let over: string | undefined;
      for (; index < batch.parsed.length && problem === undefined && over === undefined; index++) {
        const parsed = batch.parsed[index]!;
        problem = problemOf(parsed);
        over = parsed.part && bounds.exceeded(parsed.part);
        if (parsed.part) completeness.note(parsed.part);
        if (problem === undefined && over === undefined) good.push(parsed);
      }
      if (good.length > 0) yield good;
      if (over !== undefined) throw (problem = tooLarge(over));
      if (problem !== undefined) {
        await readRest(source, LINES_AFTER_PROBLEM - (batch.parsed.length - index));
        throw problem;
      }
    }
  }

  return {
    parts: parts(),
    get problem() {
      return problem;
    },
  };
}

function tooLarge(what: string): AssistantRequestError {
  return new AssistantRequestError({ kind: "too-large" }, `The answer passed a bound of the widget: ${what}.`);
}

function problemOf({ line, part }: ParsedLine): AssistantRequestError | undefined {
  if (!part) return new AssistantRequestError({ kind: "malformed-stream" }, `Malformed stream line: ${line.slice(0, 80)}`);
  if (part.type !== "error") return undefined;
  const detail = shortDetail(part.value);
  return new AssistantRequestError({ kind: "stream-error", ...(detail !== undefined && { detail }) });
}

/** Reads on (upstream reports the parts) until the reply ends or `budget` lines have gone by. */
async function readRest(source: AsyncIterator<PartBatch, void>, budget: number): Promise<void> {
  while (budget > 0) {
    const next = await source.next();
    if (next.done || "end" in next.value) return;
    budget -= next.value.parsed.length;
  }
}
