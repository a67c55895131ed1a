import { parseStreamLine } from "../../protocol";
import { MAX_LINE_CHARS } from "./answerBounds";
import type { Framed, ReplyTransport } from "./replyTransport";

const NOTHING: Framed = { units: [] };
const STREAM = { stream: true };
/** A read of at most this many bytes may skip the decoder (its bytes become `String.fromCharCode`'s arguments). */
const SHORT_READ = 1024;

/**
 * The v1 transport: the AI SDK v4 data stream, one `CODE:JSON` line per part. Framing turns bytes
 * into the whole, non-empty lines they complete: a partial line waits for the rest, and at a normal
 * close it is taken as it is (a dropped body's partial line is lost with it). Each read is searched
 * once: a partial line is kept in pieces, not searched again with every read (640 MB without a
 * newline was searched again for each 64 kB). A line longer than `maxLineChars` ends the reply as
 * `too-large`. Each line is parsed once (ui-utils' own parser, as useChat's), and keeps its text to
 * be handed on as it came.
 */
export function createDataStreamTransport(maxLineChars = MAX_LINE_CHARS): ReplyTransport {
  const decoder = new TextDecoder();
  // True while the decoder holds no part of a character: a read that ended on an ASCII byte.
  let atCharacter = true;
  /** The text of a read: a model's part alone in its read is short and ASCII, read here without a call to the decoder. */
  const decode = (bytes: Uint8Array): string => {
    if (atCharacter && bytes.length <= SHORT_READ && isAscii(bytes)) return String.fromCharCode.apply(null, bytes as unknown as number[]);
    atCharacter = bytes.length === 0 ? atCharacter : bytes[bytes.length - 1]! < 0x80;
    return decoder.decode(bytes, STREAM);
  };
  const partial: string[] = [];
  let partialChars = 0;
  const tooLong: Framed = { units: [], end: { end: "too-large", what: `a line of more than ${maxLineChars} characters` } };
  return {
    frame(bytes) {
      const text = decode(bytes);
      const end = text.lastIndexOf("\n");
      // A model's part alone in its read, the usual case: one line, whole.
      if (partial.length === 0 && end === text.length - 1 && text.indexOf("\n") === end) {
        if (end > maxLineChars) return tooLong;
        return isEmpty(text) ? NOTHING : { units: [text.slice(0, end)] };
      }
      if (end === -1) {
        partial.push(text);
        partialChars += text.length;
        return partialChars > maxLineChars ? tooLong : NOTHING;
      }
      const whole = partial.length === 0 ? text.slice(0, end) : partial.join("") + text.slice(0, end);
      const lines = nonEmpty(whole.split("\n"));
      const rest = text.slice(end + 1);
      partial.length = 0;
      if (rest !== "") partial.push(rest);
      partialChars = rest.length;
      if (partialChars > maxLineChars || lines.some((line) => line.length > maxLineChars)) return tooLong;
      return lines.length > 0 ? { units: lines } : NOTHING;
    },
    close() {
      const rest = nonEmpty([partial.join("") + decoder.decode()]);
      partial.length = 0;
      if (rest.some((line) => line.length > maxLineChars)) return tooLong;
      return { units: rest };
    },
    parse(line, events) {
      try {
        events.push({ part: parseStreamLine(line), line });
      } catch {
        events.push({ malformed: line });
      }
      return undefined;
    },
  };
}

function nonEmpty(lines: string[]): string[] {
  return lines.filter((line) => !isEmpty(line));
}

/** Whether a line holds nothing but white space; a part's line starts with its code, a letter or a digit. */
function isEmpty(line: string): boolean {
  if (line.length === 0) return true;
  const first = line.charCodeAt(0) | 0x20;
  return !((first >= 0x30 && first <= 0x39) || (first >= 0x61 && first <= 0x7a)) && line.trim() === "";
}

function isAscii(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index += 1) if (bytes[index]! >= 0x80) return false;
  return true;
}
