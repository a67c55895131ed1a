import { useEffect, useState } from "react";

/**
 * True once `retryAt` (epoch ms) has passed, re-checked every second while waiting; true at once
 * when there is no `retryAt`. Checks the clock rather than one long timer, so a tab put to
 * sleep or a changed system clock cannot leave Retry hidden.
 */
export function useRetryGate(retryAt: number | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const waiting = retryAt !== undefined && retryAt > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting, retryAt]);
  useEffect(() => setNow(Date.now()), [retryAt]);
  return !waiting;
}
