/**
 * Runs `step` now and after every change of the page, until it returns `true` (its work done) or the
 * returned stop is called. Starts after the current task, so React's StrictMode double mount, which
 * calls the stop at once, does nothing twice. `attributes` also wakes it on attribute changes (a
 * button that stops being disabled).
 */
export function stepUntilDone(step: () => boolean, { attributes = false } = {}): () => void {
  let stopped = false;
  const run = () => {
    if (!stopped && step()) observer.disconnect();
  };
  const observer = new MutationObserver(run);
  queueMicrotask(() => {
    if (stopped) return;
    observer.observe(document.body, { childList: true, subtree: true, attributes });
    run();
  });
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
