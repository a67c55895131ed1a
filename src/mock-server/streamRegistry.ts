import type { ServerResponse } from "node:http";
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

  /** Registers a stream; its signal aborts when the client disconnects before the end. */
  open(res: ServerResponse): { signal: AbortSignal; done: (outcome: StreamOutcome) => void } {
    const stream: OpenStream = { res, controller: new AbortController() };
    this.streams.add(stream);
    res.on("close", () => {
      if (!res.writableFinished) stream.controller.abort();
    });
    return {
      signal: stream.controller.signal,
      done: (outcome) => {
        this.streams.delete(stream);
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
