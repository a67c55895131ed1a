import type { UIMessage } from "@ai-sdk/ui-utils";
import { deriveChatState, freshSession, INTERRUPTED, RENDER_FAILED, type EngineState } from "./chatSession";

const question: UIMessage = { id: "u1", role: "user", content: "Q", parts: [{ type: "text", text: "Q" }] };
const answer = (text: string): UIMessage => ({ id: "a1", role: "assistant", content: text, parts: [{ type: "text", text }] });
const engine = (status: EngineState["status"], messages: UIMessage[], error?: EngineState["error"]): EngineState => ({ status, messages, error });

describe("deriveChatState", () => {
  test("useChat's state as it is when nothing else is known", () => {
    expect(deriveChatState(engine("submitted", [question]), freshSession())).toMatchObject({ status: "submitted", requesting: true, busy: true, settling: false });
    expect(deriveChatState(engine("ready", [question, answer("A")]), freshSession())).toMatchObject({ status: "ready", busy: false, lastCutShort: undefined });
  });

  test("`ready` before the finished answer is on screen is still streaming; once useChat commits another list, it is shown", () => {
    const finished = answer("The whole answer.");
    const half = [question, answer("The whole")];
    const session = { ...freshSession(), arrived: { message: finished, thread: undefined } };
    expect(deriveChatState(engine("ready", half), session)).toMatchObject({ status: "streaming", settling: true, busy: true });
    expect(deriveChatState(engine("ready", [question, finished]), session)).toMatchObject({ status: "ready", settling: false });
    // A service may give every answer the same id: a later list counts as the last update.
    const withList = { ...session, arrived: { ...session.arrived, listWhenReady: half } };
    expect(deriveChatState(engine("ready", [...half]), withList).settling).toBe(false);
  });

  test("an answer that could not be drawn failed, whatever useChat says, and is cut short", () => {
    const state = deriveChatState(engine("ready", [question, answer("A")]), { ...freshSession(), drawFailed: true });
    expect(state).toMatchObject({ status: "error", error: RENDER_FAILED, lastCutShort: 1 });
  });

  test("Stop cuts the last answer short; an error does too", () => {
    expect(deriveChatState(engine("ready", [question, answer("Half")]), { ...freshSession(), stopped: true }).lastCutShort).toBe(1);
    expect(deriveChatState(engine("error", [question, answer("Half")], { kind: "connection-cut" }), freshSession()).lastCutShort).toBe(1);
    expect(deriveChatState(engine("error", [question], { kind: "server" }), freshSession()).lastCutShort).toBeUndefined();
  });

  test("a conversation shown again ending with its question failed (Retry), until a request is made", () => {
    const session = freshSession(undefined, true);
    expect(deriveChatState(engine("ready", [question]), session)).toMatchObject({ status: "error", error: INTERRUPTED });
    expect(deriveChatState(engine("submitted", [question]), session)).toMatchObject({ status: "submitted", error: undefined });
    expect(deriveChatState(engine("ready", [question, answer("A")]), session)).toMatchObject({ status: "ready", error: undefined });
  });
});
