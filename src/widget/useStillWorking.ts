import { useEffect, useState } from "react";

/**
 * True once a question has been waiting `afterMs` with nothing new arriving (no first words, or an
 * answer that stopped growing), so the reader hears that it is still being worked on long before the
 * idle time-out ends it; false again as soon as `activity` changes (new text) or the answer ends.
 * `activity` is any value that changes with each update (the messages). `0` never says so.
 */
export function useStillWorking(busy: boolean, activity: unknown, afterMs: number): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!busy || !(afterMs > 0)) return;
    const timer = setTimeout(() => setStalled(true), afterMs);
    return () => clearTimeout(timer);
  }, [busy, activity, afterMs]);
  return stalled && busy;
}
