import {
  ANONYMOUS_FINGERPRINT,
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  clampCurrentPath,
  type AssistantRequestInput,
  type SearchFilter,
  type ThreadIdentity,
} from "../protocol";
import type { SearchFilterV2 } from "../protocol/uiMessageStreamV2";
import { readMessageContext } from "./messageContext";
import { ownValue } from "./ownOptions";
import { jsonSize, recentTurns } from "./recentTurns";
import { compactMessage } from "./compactMessage";
import { toWireMessages, withoutUnfinishedToolCalls, type ChatMessageLike } from "./wireMessages";

/** What the widget's props and state add to the messages of a request. */
export interface RequestSettings {
  /** `anonymous` or a user id. @default "anonymous" */
  fp?: string;
  /** Search results per reply; anything but a positive integer gives the default. @default 5 */
  retrievalPageSize?: number;
  /** Sent when it names a version or a language; `groups` only on v2 (v1's filter has none). */
  filter?: SearchFilterV2 | null;
  /** The page the reader is on; cut to 200 characters. Left out when empty. */
  currentPath?: string;
  /** The conversation to continue; left out on the first turn. */
  thread?: ThreadIdentity;
}

/** A request body's fields besides `messages`, as {@link buildRequestBody} orders them. */
export type RequestFields = Omit<AssistantRequestInput, "messages">;

/**
 * The body of one request, exactly the service's: `fp`, `messages` in the service's shape (the
 * newest turns, as a stored conversation keeps them: see `recentTurns`, `compactMessage`), then the
 * other fields ({@link requestFields}).
 */
export function buildRequestBody(
  messages: ReadonlyArray<ChatMessageLike>,
  settings: RequestSettings = {},
): AssistantRequestInput {
  const { fp, ...fields } = requestFields(messages, settings);
  return { fp, messages: recentTurns(toWireMessages(messages).map(withoutUnfinishedToolCalls).map(compactMessage), jsonSize), ...fields };
}

/**
 * A request's fields besides its messages, in the service's order: `fp`, `retrievalPageSize`, then
 * `filter`, `currentPath`, `context` and `threadId`/`threadKey` only when they have a value.
 * `context` is what the question being sent (the last user message) was asked about, so Retry and
 * Regenerate send it again.
 */
export function requestFields(messages: ReadonlyArray<ChatMessageLike>, settings: RequestSettings = {}): RequestFields {
  const fields: RequestFields = {
    fp: settings.fp?.trim() || ANONYMOUS_FINGERPRINT,
    retrievalPageSize: isPageSize(settings.retrievalPageSize) ? settings.retrievalPageSize : DEFAULT_RETRIEVAL_PAGE_SIZE,
  };
  const filter = cleanFilter(settings.filter);
  if (filter) fields.filter = filter;
  if (settings.currentPath) fields.currentPath = clampCurrentPath(settings.currentPath);
  const question = messages.at(-1);
  const context = question?.role === "user" ? readMessageContext(question) : [];
  if (context.length > 0) fields.context = context;
  if (settings.thread?.threadId) {
    fields.threadId = settings.thread.threadId;
    if (settings.thread.threadKey) fields.threadKey = settings.thread.threadKey;
  }
  return fields;
}

function isPageSize(value: number | undefined): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}

function cleanFilter(filter: SearchFilter | null | undefined): SearchFilter | undefined {
  if (!filter) return undefined;
  const clean: SearchFilter = {};
  // Own properties only: a key another script put on Object.prototype is no filter of the site's.
  const version = ownValue(filter, "version");
  const language = ownValue(filter, "language");
  if (typeof version === "string" && version !== "") clean.version = version;
  if (typeof language === "string" && language !== "") clean.language = language;
  return Object.keys(clean).length > 0 ? clean : undefined;
}
