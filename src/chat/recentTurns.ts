/** What a request carries of the conversation: as much as a stored conversation keeps. */
export const REQUEST_HISTORY = { maxMessages: 40, maxChars: 200_000 } as const;

/**
 * The newest messages within `limits` (their sizes as `size` measures them), from the start of a
 * turn (a user message) so that no answer goes without its question; the last message always. A
 * conversation grows with every answer (search results hold whole pages), and a request of megabytes
 * is refused by the service or a proxy in front of it (the Next.js example takes 512 kB), every time.
 */
export function recentTurns<T extends { role: string }>(
  messages: readonly T[],
  size: (message: T) => number,
  limits: { maxMessages: number; maxChars: number } = REQUEST_HISTORY,
): T[] {
  let start = messages.length;
  let chars = 0;
  while (start > 0 && messages.length - start < limits.maxMessages) {
    const grown = chars + size(messages[start - 1]!);
    if (grown > limits.maxChars) break;
    chars = grown;
    start -= 1;
  }
  if (start === 0) return [...messages];
  let turn = start;
  while (turn < messages.length && messages[turn]!.role !== "user") turn += 1;
  return messages.slice(turn < messages.length ? turn : Math.min(start, messages.length - 1));
}

/** The size of a message as a request body holds it. */
export function jsonSize(message: unknown): number {
  return JSON.stringify(message).length;
}
