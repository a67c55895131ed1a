import type { StreamPart } from "../../protocol";
import { createAnswerCompleteness } from "../answerCompleteness";
import { AssistantRequestError, shortDetail } from "../chatErrors";
import { createAnswerBounds } from "./answerBounds";
import type { ReplyEvent, StreamEnd } from "./replyTransport";

/** Units read after a problem: enough for the closing parts a server still writes. */
export const LINES_AFTER_PROBLEM = 500;

/** The checks of one reply, event by event, and what the reply comes to at its end. */
export interface AnswerCheck {
  /**
   * Takes the next event; true when it goes on to useChat. Every part is reported (`onPart`) first,
   * after a problem too: the thread's id, named at the very end of a reply, reaches its listener
   * even when an earlier line was a problem.
   */
  take: (event: ReplyEvent) => boolean;
  /** The body ended (or the wire marked its end) as `end`; past a bound, that is the problem from now. */
  end: (end: StreamEnd) => void;
  /**
   * At the reply's end: `undefined` for a whole answer, else the error to fail it with (the first
   * problem, or how the body ended, a dropped one mapped by `mapReadError`).
   */
  failure: (mapReadError: (error: unknown) => unknown) => unknown;
  /** The first problem found; the rest of the reply is being read before it is reported. */
  readonly problem: AssistantRequestError | undefined;
  /** True once the answer passed one of its bounds (`answerBounds`): nothing more is read. */
  readonly over: boolean;
}

/**
 * Turns what useChat would report vaguely into classified errors: a `3:` part is `stream-error`
 * (after the parts before it), a unit that does not parse is `malformed-stream` (useChat would drop
 * its whole batch), and a reply that ends inside a step is `connection-cut` (see
 * {@link createAnswerCompleteness}). After a problem the rest of the reply is still read, not passed
 * on, before the problem is reported: a real server goes on to write its finish parts and the
 * thread's id, which Retry must continue.
 *
 * An answer past one of its bounds (`answerBounds`: size, parts, sources, search results, a line,
 * the reply's bytes) is `too-large`: the parts before stay, and nothing more is read.
 */
export function createAnswerCheck(onPart?: (part: StreamPart) => void): AnswerCheck {
  const completeness = createAnswerCompleteness();
  const bounds = createAnswerBounds();
  let problem: AssistantRequestError | undefined;
  let over = false;
  let ended: StreamEnd | undefined;
  return {
    take(event) {
      if (!("part" in event)) {
        problem ??= new AssistantRequestError({ kind: "malformed-stream" }, `Malformed stream line: ${event.malformed.slice(0, 80)}`);
        return false;
      }
      const { part } = event;
      onPart?.(part);
      if (problem) return false;
      const exceeded = bounds.exceeded(part);
      if (part.type === "error") {
        const detail = shortDetail(part.value);
        problem = new AssistantRequestError({ kind: "stream-error", ...(detail !== undefined && { detail }) });
      }
      completeness.note(part);
      if (exceeded !== undefined) {
        over = true;
        problem = tooLarge(exceeded);
      }
      return problem === undefined;
    },
    end(end) {
      ended = end;
      if (end.end === "too-large") problem ??= tooLarge(end.what);
    },
    failure(mapReadError) {
      if (problem) return problem;
      if (ended === undefined || ended.end === "too-large") throw new Error("A reply's failure was asked for before its end.");
      if (completeness.isWhole(ended.end)) return undefined;
      return ended.end === "dropped" ? mapReadError(ended.error) : new AssistantRequestError({ kind: "connection-cut" }, "The answer ended before it was complete.");
    },
    get problem() {
      return problem;
    },
    get over() {
      return over;
    },
  };
}

function tooLarge(what: string): AssistantRequestError {
  return new AssistantRequestError({ kind: "too-large" }, `The answer passed a bound of the widget: ${what}.`);
}
