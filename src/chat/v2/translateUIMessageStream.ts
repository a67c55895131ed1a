import { createParser } from "eventsource-parser";
import { UI_MESSAGE_STREAM_DONE } from "../../protocol/uiMessageStreamV2";
import { AssistantRequestError } from "../chatErrors";
import { MAX_LINE_CHARS, MAX_REPLY_BYTES } from "../stream/answerBounds";
import { createChunkTranslator } from "./uiChunkToDataStream";

/**
 * Turns the body of a v2 reply (the AI SDK v5 UI message stream: server-sent events, parsed by
 * `eventsource-parser`) into the v4 data stream lines useChat v4 and the stream guard read.
 *
 * Pull-based with no queue of its own: a line is produced when the reader asks for one, so an
 * `abort` chunk or a dropped connection never discards lines the reader had not taken yet (a
 * stream's error clears its queue). A dropped body fails with the body's own error (the guard
 * classifies it as a cut); an `abort` chunk fails with `connection-cut` once what came before it
 * has been read; `[DONE]` closes it. An event longer than a line may be, or a body longer than a
 * reply may be (`answerBounds`), fails with `too-large` once what came before it has been read, and
 * nothing more is read: an event that never ends would otherwise grow here without bound.
 */
export function translateUIMessageStream(
  body: ReadableStream<Uint8Array>,
  bounds: { maxEventChars: number; maxBytes: number } = { maxEventChars: MAX_LINE_CHARS, maxBytes: MAX_REPLY_BYTES },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const translator = createChunkTranslator();
  let lines: string[] = [];
  let end: "done" | "abort" | "too-large" | undefined;
  let tooLarge = "";
  let bytes = 0;
  const parser = createParser({
    maxBufferSize: bounds.maxEventChars,
    onError(error) {
      if (error.type !== "max-buffer-size-exceeded") return;
      end = "too-large";
      tooLarge = `an event of more than ${bounds.maxEventChars} characters`;
    },
    onEvent(event) {
      if (end !== undefined) return;
      if (event.data === UI_MESSAGE_STREAM_DONE) {
        end = "done";
        return;
      }
      const translated = translator.next(event.data);
      lines.push(...translated.lines);
      if (translated.abort) end = "abort";
    },
  });
  const release = () => void reader.cancel().catch(() => undefined);

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          if (lines.length > 0) {
            controller.enqueue(encoder.encode(lines.join("")));
            lines = [];
            if (end === "done") {
              controller.close();
              release();
            }
            return;
          }
          if (end === "done") {
            controller.close();
            return release();
          }
          if (end === "abort") {
            controller.error(new AssistantRequestError({ kind: "connection-cut" }, "The service ended the answer early (abort)."));
            return release();
          }
          if (end === "too-large") {
            controller.error(new AssistantRequestError({ kind: "too-large" }, `The answer passed a bound of the widget: ${tooLarge}.`));
            return release();
          }
          const next = await reader.read();
          if (!next.done && (bytes += next.value.length) > bounds.maxBytes) {
            end = "too-large";
            tooLarge = `more than ${bounds.maxBytes} bytes`;
            continue;
          }
          if (next.done) {
            parser.feed(decoder.decode());
            parser.reset({ consume: true });
            end = "done";
            continue;
          }
          parser.feed(decoder.decode(next.value, { stream: true }));
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
