import type { StreamPart } from "../../protocol";

/**
 * How a reply's body ended: closed normally, failed (the connection dropped, or the service ended
 * the answer early) with `error`, or left unread past a bound (`too-large`, saying which).
 */
export type StreamEnd = { end: "closed" } | { end: "dropped"; error: unknown } | { end: "too-large"; what: string };

/** One event of a reply, in the terms of the v4 data stream useChat reads. */
export type ReplyEvent =
  /** A part. `line` is its v4 line as it came (v1, without its newline), handed on as it is when no other part joins it. */
  | { part: StreamPart; line?: string }
  /** A unit of the reply (a line, an event) that is no part: the reply is malformed. */
  | { malformed: string };

/** The units (lines, events) some bytes completed, in order, and the end they reached, if any. */
export interface Framed {
  units: string[];
  end?: StreamEnd;
}

/**
 * How one reply is read, a transport per wire version: its bytes cut into units (framing, with the
 * bound of a unit), and each unit parsed once into typed events. One instance per reply: framing
 * keeps the unit that is not whole yet.
 */
export interface ReplyTransport {
  /** The units these bytes complete; the end `too-large` past the bound of a unit, or `closed` at the wire's own end mark. */
  frame(bytes: Uint8Array): Framed;
  /** The body closed normally: the units it still held (a last line without its newline). */
  close(): Framed;
  /** Parses one unit, appending its events to `events`; returns the end it brings, if it ends the reply. */
  parse(unit: string, events: ReplyEvent[]): StreamEnd | undefined;
}
