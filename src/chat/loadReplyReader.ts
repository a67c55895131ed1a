type ReplyReader = typeof import("./replyReader");

let loading: Promise<ReplyReader> | undefined;

/**
 * Loads the code that reads a reply (`replyReader`, its own chunk) at most once per page: with the
 * first request, within its time-out and Stop, or ahead of it (the composer asks as it mounts, while
 * the reader types the question). A failed load is forgotten, so the next request tries again.
 */
export function loadReplyReader(): Promise<ReplyReader> {
  loading ??= import("./replyReader").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
