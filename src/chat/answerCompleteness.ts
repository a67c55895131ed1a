import type { StreamPart } from "../protocol";

/** How far a v4 reply got, from the parts seen so far. */
export interface AnswerCompleteness {
  /** Takes the next part of the reply. */
  note: (part: StreamPart) => void;
  /**
   * True when a reply that ends here (`"closed"`: the body ended normally; `"dropped"`: the
   * connection failed) holds a whole answer.
   */
  isWhole: (end: "closed" | "dropped") => boolean;
  /** True once the `d:` finish-message part came: nothing after it can be lost. */
  readonly finished: boolean;
}

/**
 * Tells a whole answer from a cut one. The `d:` part settles it, but a real AI SDK server may leave
 * it out (`experimental_sendFinish: false`) and end after the last step's `e:`. So an answer is cut
 * only when its reply ends inside a step. A connection that drops (rather than closes) between
 * steps is also a cut when the last step said another one follows (tool calls, a continuation).
 */
export function createAnswerCompleteness(): AnswerCompleteness {
  let finished = false;
  let stepOpen = false;
  let stepsEnded = 0;
  let lastStepFinal = false;
  return {
    note(part) {
      switch (part.type) {
        case "finish_message":
          finished = true;
          return;
        case "finish_step":
          stepOpen = false;
          stepsEnded += 1;
          lastStepFinal = !part.value.isContinued && part.value.finishReason !== "tool-calls";
          return;
        case "data":
        case "message_annotations":
        case "error":
          return;
        default:
          // A step start, or content: a server that sends no `f:` still ends its steps with `e:`.
          stepOpen = true;
      }
    },
    isWhole(end) {
      if (finished) return true;
      if (stepsEnded === 0 || stepOpen) return false;
      return end === "closed" || lastStepFinal;
    },
    get finished() {
      return finished;
    },
  };
}
