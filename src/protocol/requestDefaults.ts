/*
 * The request body's plain values, apart from its zod schema (`requestBody.ts`), so browser code
 * that needs a constant does not bundle zod.
 */

/** Seed 2.1 and 8: the recommended and default number of search results per reply. */
export const DEFAULT_RETRIEVAL_PAGE_SIZE = 5;
/** Seed 2.1 and 8: `currentPath` is at most this many characters. */
export const CURRENT_PATH_MAX_LENGTH = 200;
/** Seed 2.1: the fingerprint of a reader who is not signed in. */
export const ANONYMOUS_FINGERPRINT = "anonymous";

/** Seed 2.5: the kinds of page context a reader can attach to a question. */
export const CONTEXT_ITEM_TYPES = ["code", "textSelection"] as const;

/** Cuts a page path to what the service accepts, keeping its beginning. */
export function clampCurrentPath(path: string): string {
  return path.length > CURRENT_PATH_MAX_LENGTH ? path.slice(0, CURRENT_PATH_MAX_LENGTH) : path;
}
