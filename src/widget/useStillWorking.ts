import { useEffect, useState } from "react";

/**
 * True once a question has been waiting `afterMs` with nothing new arriving (no first words, or an
 * answer that stopped growing), so the reader hears that it is still being worked on long before the
 * idle time-out ends it; false again as soon as `activity` changes (new text) or the answer ends.
 * `activity` is any value that changes with each update (the messages). `0` never says so.
 */
export function useStillWorking(busy: boolean, activity: unknown, afterMs: number): boolean {
  // The activity that went quiet: a newer one (new text) is not stalled until its own wait is over.
  const [quietAt, setQuietAt] = useState<{ activity: unknown } | undefined>();
  useEffect(() => {
    if (!busy || !(afterMs > 0)) return;
    const timer = setTimeout(() => setQuietAt({ activity }), afterMs);
    return () => clearTimeout(timer);
  }, [busy, activity, afterMs]);
  return busy && afterMs > 0 && quietAt !== undefined && quietAt.activity === activity;
}
