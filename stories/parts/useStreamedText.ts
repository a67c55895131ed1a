import { useEffect, useState } from "react";

/**
 * Plays a text out in chunks, as a stream would, and starts over when done: the stories see the
 * same growing strings useChat would hand them.
 */
export function useStreamedText(full: string, chunkSize = 6, intervalMs = 40, pauseMs = 2500): { text: string; done: boolean } {
  const [end, setEnd] = useState(0);
  useEffect(() => {
    const done = end >= full.length;
    const timer = setTimeout(() => setEnd(done ? 0 : Math.min(full.length, end + chunkSize)), done ? pauseMs : intervalMs);
    return () => clearTimeout(timer);
  }, [end, full, chunkSize, intervalMs, pauseMs]);
  return { text: full.slice(0, end), done: end >= full.length };
}
