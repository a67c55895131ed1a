/**
 * Every way a question can fail, as the reader needs to hear about it. The fetch wrapper turns
 * HTTP answers, network failures and bad streams into an {@link AssistantRequestError} with one of
 * these kinds, so the widget never guesses from an error message.
 */
export const CHAT_ERROR_KINDS = [
  "unauthorized",
  "forbidden",
  "not-found",
  "rate-limited",
  "bad-request",
  "server",
  "unavailable",
  "offline",
  "network",
  "connection-cut",
  "stream-error",
  "malformed-stream",
  "timeout",
  "too-large",
  "redirected",
  "render-failed",
  "key-guard",
  "unknown",
] as const;

/** One of {@link CHAT_ERROR_KINDS}: what went wrong, in the widget's words. */
export type ChatErrorKind = (typeof CHAT_ERROR_KINDS)[number];

/**
 * Failures that sending the same question again cannot mend: the service refused the site's key or
 * its access (401, 403), or the widget refused a key that must not be used in a page. Only the
 * site's owner can fix them, so no Retry is offered.
 */
export function canRetry(kind: ChatErrorKind): boolean {
  return kind !== "unauthorized" && kind !== "forbidden" && kind !== "key-guard";
}

/** What the widget shows and reports for a failed question. */
export interface ChatErrorInfo {
  /** What went wrong. */
  kind: ChatErrorKind;
  /** HTTP status, when the service answered. */
  status?: number;
  /** Epoch milliseconds after which a retry may be sent (from `Retry-After`, on a 429 or a 503). */
  retryAt?: number;
  /**
   * Safe, short plain text from the service (a JSON `error` field or a `3:` part), never HTML.
   * Shown as text, so markup in it is inert.
   */
  detail?: string;
}

/** An error the assistant's fetch wrapper raises; carries its classification. */
export class AssistantRequestError extends Error {
  /** What went wrong. */
  readonly kind: ChatErrorKind;
  /** HTTP status, when the service answered. */
  readonly status?: number;
  /** Epoch milliseconds after which a retry may be sent. */
  readonly retryAt?: number;
  /** Safe, short plain text from the service. */
  readonly detail?: string;

  constructor(info: ChatErrorInfo, message?: string) {
    super(message ?? info.detail ?? info.kind);
    // Never "AbortError": useChat treats that name as the reader pressing Stop.
    this.name = "AssistantRequestError";
    this.kind = info.kind;
    if (info.status !== undefined) this.status = info.status;
    if (info.retryAt !== undefined) this.retryAt = info.retryAt;
    if (info.detail !== undefined) this.detail = info.detail;
  }

  /** The plain-data view of this error. */
  info(): ChatErrorInfo {
    const info: ChatErrorInfo = { kind: this.kind };
    if (this.status !== undefined) info.status = this.status;
    if (this.retryAt !== undefined) info.retryAt = this.retryAt;
    if (this.detail !== undefined) info.detail = this.detail;
    return info;
  }
}

/** The longest service-provided detail shown to a reader. */
export const MAX_ERROR_DETAIL_LENGTH = 300;

/** Markup: a tag, a comment, a declaration or a processing instruction opening. */
const MARKUP = /<[a-z!/?]/i;
/** Control, zero-width and direction-override characters: nothing a reader should get unseen. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/**
 * The service's words as a safe detail: plain text cut to what a sentence can hold, or `undefined`
 * for blank text and for text with markup in it (a detail goes to the site's `onEvent` too, and its
 * type promises no HTML). Invisible and direction-changing characters become spaces.
 */
export function shortDetail(text: string | undefined): string | undefined {
  if (typeof text !== "string") return undefined;
  // Only the start is read: a part of megabytes is not an explanation.
  const start = text.slice(0, MAX_ERROR_DETAIL_LENGTH * 4);
  if (MARKUP.test(start)) return undefined;
  const clean = start.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  return clean.length > MAX_ERROR_DETAIL_LENGTH ? `${clean.slice(0, MAX_ERROR_DETAIL_LENGTH - 1)}…` : clean;
}
