/**
 * How long parts are gathered before they go on together (ms), given the characters of text passed
 * on so far: useChat's own throttle (40 ms) for a short answer, 1 ms more per 100 characters, up to
 * 250 ms (at 21,000 characters). Each update costs the page a render and a frame, a few ms whatever
 * it brings, and more the longer the transcript is; fewer updates for a long answer keep the work
 * per second flat, so the whole answer costs time linear in its length. A typical answer (2,000 to
 * 5,000 characters) still grows every 60 to 90 ms.
 */
export function gatherWindow(chars: number): number {
  return Math.min(250, 40 + chars / 100);
}
