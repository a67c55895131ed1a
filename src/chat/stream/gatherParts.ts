import type { ParsedLine } from "./reportParts";

/**
 * How long text parts are gathered before they go on together (ms), given the characters of text
 * passed on so far: useChat's own throttle (40 ms) for a short answer, 1 ms more per 100 characters,
 * up to 250 ms (at 21,000 characters). Each update costs the page a render and a frame, a few ms
 * whatever it brings, and more the longer the transcript is; fewer updates for a long answer keep
 * the work per second flat, so the whole answer costs time linear in its length. A typical answer
 * (2,000 to 5,000 characters) still grows every 60 to 90 ms.
 */
export function gatherWindow(chars: number): number {
  return Math.min(250, 40 + chars / 100);
}

/** The clock {@link gatherParts} waits on; tests give their own. */
export interface GatherClock {
  /** Milliseconds from any fixed point. */
  now: () => number;
  /** Resolves after `ms` milliseconds. */
  sleep: (ms: number) => Promise<void>;
}

const REAL_CLOCK: GatherClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

type Settled = { next: IteratorResult<ParsedLine[], void> } | { error: unknown };

/**
 * Passes batches of parts on at most once per window ({@link gatherWindow}), each the batches that arrived in
 * the window joined (for `mergeText` to make one part of each run of text). A model sends a small text part every
 * few milliseconds, each alone in its network read, and useChat copies the whole message for each
 * part it reads: an answer of 16,000 parts was 16,000 copies of a growing message.
 *
 * Parts of every kind are gathered alike: useChat copies the message for a source or a tool call
 * as it does for text, and 1,500 sources, each in its own read, were 1,500 copies of a message that
 * grew with each (16 s). Nothing waits longer than it must: a batch after a quiet window goes on at
 * once; at the end, or when upstream throws (a problem, a cut), what was gathered goes on first,
 * then the end or the error.
 *
 * `holdUpstream` is told each window as it opens, so that the reads behind can pile up where they
 * are read (see `readAhead`) rather than each come through every stage.
 */
export async function* gatherParts(
  batches: AsyncIterable<ParsedLine[]>,
  windowMs: (chars: number) => number = gatherWindow,
  clock = REAL_CLOCK,
  holdUpstream: (ms: number) => void = () => undefined,
): AsyncGenerator<ParsedLine[], void> {
  const source = batches[Symbol.asyncIterator]();
  const pull = (): Promise<Settled> => source.next().then((next) => ({ next }), (error: unknown) => ({ error }));
  // When the window after the last batch passed on closes: it is worked out from the text passed so far.
  let openUntil = -Infinity;
  let chars = 0;
  let pending = pull();
  for (;;) {
    const first = await pending;
    pending = pull();
    if ("error" in first) throw first.error;
    if (first.next.done) return;
    const gathered = [...first.next.value];
    if (clock.now() < openUntil) {
      const closed = clock.sleep(openUntil - clock.now()).then(() => undefined);
      for (;;) {
        const settled = await Promise.race([pending, closed]);
        if (settled === undefined) break;
        pending = pull();
        if ("error" in settled) {
          yield gathered;
          throw settled.error;
        }
        if (settled.next.done) {
          yield gathered;
          return;
        }
        for (const parsed of settled.next.value) gathered.push(parsed);
      }
    }
    for (const { part } of gathered) if (part?.type === "text") chars += part.value.length;
    const window = windowMs(chars);
    openUntil = clock.now() + window;
    holdUpstream(window);
    yield gathered;
  }
}
