import { createParser } from "eventsource-parser";
import { UI_MESSAGE_STREAM_DONE } from "../../protocol/uiMessageStreamV2";
import { AssistantRequestError } from "../chatErrors";
import { MAX_LINE_CHARS } from "../stream/answerBounds";
import type { Framed, ReplyTransport, StreamEnd } from "../stream/replyTransport";
import { createChunkTranslator } from "./uiChunkToParts";

/**
 * The v2 transport: the AI SDK v5 UI message stream, server-sent events (framed by
 * `eventsource-parser`) whose `data` is one JSON chunk. Each chunk is parsed once and becomes the v4
 * parts useChat v4 reads ({@link createChunkTranslator}). `[DONE]` ends the reply (nothing after it
 * is read); an `abort` chunk ends it as a drop, `connection-cut` unless the answer was already whole.
 * An event longer than `maxEventChars` ends the reply `too-large`, after the events before it: an
 * event that never ends would otherwise grow here without bound.
 */
export function createUIMessageStreamTransport(maxEventChars = MAX_LINE_CHARS, generateId?: () => string): ReplyTransport {
  const decoder = new TextDecoder();
  const translator = createChunkTranslator(generateId);
  let units: string[] = [];
  let end: StreamEnd | undefined;
  const parser = createParser({
    maxBufferSize: maxEventChars,
    onError(error) {
      if (error.type === "max-buffer-size-exceeded") end ??= { end: "too-large", what: `an event of more than ${maxEventChars} characters` };
    },
    onEvent(event) {
      if (end !== undefined) return;
      if (event.data === UI_MESSAGE_STREAM_DONE) end = { end: "closed" };
      else units.push(event.data);
    },
  });
  const framed = (): Framed => {
    const out: Framed = end === undefined ? { units } : { units, end };
    units = [];
    return out;
  };
  return {
    frame(bytes) {
      parser.feed(decoder.decode(bytes, { stream: true }));
      return framed();
    },
    close() {
      parser.feed(decoder.decode());
      parser.reset({ consume: true });
      return framed();
    },
    parse(data, events) {
      if (translator.next(data, events) !== "abort") return undefined;
      return { end: "dropped", error: new AssistantRequestError({ kind: "connection-cut" }, "The service ended the answer early (abort).") };
    },
  };
}
