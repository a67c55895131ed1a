import type { ThreadIdentity } from "../protocol";

/**
 * The thread to keep after a reply names one. Services hand out `threadKey` once, when the thread
 * is created, and later replies name only the id: the key is kept for as long as the id is the same.
 */
export function mergeThread(previous: ThreadIdentity | undefined, next: ThreadIdentity): ThreadIdentity {
  if (next.threadKey || !previous?.threadKey || previous.threadId !== next.threadId) return next;
  return { threadId: next.threadId, threadKey: previous.threadKey };
}
