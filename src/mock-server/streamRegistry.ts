import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { StreamOutcome } from "./streamPacing";

/** Counts of assistant streams, for tests and the benchmark. */
export interface StreamStats {
  /** Streams being written now. */
  open: number;
  /** Streams written to their end. */
  finished: number;
  /** Streams cut on purpose by the `cut-mid-stream` scenario. */
  cut: number;
  /** Streams stopped because the client went away (or the server closed). */
  aborted: number;
}

interface OpenStream {
  res: ServerResponse;
  controller: AbortController;
}

/** Every open stream, so a disconnect stops its work and `close()` can end them all. */
export class StreamRegistry {
  private readonly streams = new Set<OpenStream>();
  private readonly counts = { finished: 0, cut: 0, aborted: 0 };
  /** The streams of each connection: pipelined requests queue their replies behind the first. */
  private readonly byConnection = new WeakMap<Socket, Set<OpenStream>>();

  /**
   * Registers a stream; its signal aborts when the client disconnects before the end. A reply
   * queued behind another on the same connection has no socket of its own and never hears it
   * close, so the connection's close aborts every stream on it.
   */
  open(res: ServerResponse): { signal: AbortSignal; done: (outcome: StreamOutcome) => void } {
    const stream: OpenStream = { res, controller: new AbortController() };
    this.streams.add(stream);
    const abort = () => {
      if (!res.writableFinished) stream.controller.abort();
    };
    res.on("close", abort);
    const socket = res.req.socket;
    let onConnection = this.byConnection.get(socket);
    if (!onConnection) {
      const streams = new Set<OpenStream>();
      onConnection = streams;
      this.byConnection.set(socket, streams);
      socket.once("close", () => {
        for (const open of streams) if (!open.res.writableFinished) open.controller.abort();
      });
    }
    onConnection.add(stream);
    if (socket.destroyed) stream.controller.abort();
    return {
      signal: stream.controller.signal,
      done: (outcome) => {
        this.streams.delete(stream);
        onConnection.delete(stream);
        this.counts[outcome] += 1;
      },
    };
  }

  /** Stops every open stream and drops its connection (server shutdown). */
  abortAll(): void {
    for (const stream of this.streams) {
      stream.controller.abort();
      stream.res.destroy();
    }
  }

  stats(): StreamStats {
    return { open: this.streams.size, ...this.counts };
  }
}
