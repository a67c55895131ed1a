import type { AssistantRequestInput } from "../../protocol";
import { isV2Answer, type ApiVersion } from "../../protocol/uiMessageStreamV2";
import { buildRequestBody, type RequestSettings } from "../buildRequestBody";
import type { ChatMessageLike } from "../wireMessages";
import type { PendingRequest } from "./fetchV2";

type FetchFunction = typeof globalThis.fetch;

/** What the routing reads, at the moment of each request. */
export interface ApiVersionSettings {
  /** The version the widget is set to. @default "v1" */
  apiVersion?: ApiVersion;
  baseUrl?: string;
  domain: string;
  fetch?: FetchFunction;
}

/**
 * The endpoint a conversation's next request goes to: v2 when the widget is set to v2 or when the
 * conversation already holds an answer from v2 (it never moves back: its thread lives there), else v1.
 * A v1 conversation, stored before the switch, moves to v2 with its next question.
 */
export function conversationApiVersion(messages: ReadonlyArray<ChatMessageLike>, configured: ApiVersion | undefined): ApiVersion {
  return configured === "v2" || messages.some(isV2Answer) ? "v2" : "v1";
}

/**
 * One engine, two endpoints. useChat v4 posts to its fixed v1 `api` (its state is keyed by `api`,
 * so a conversation never loses its messages to a switch). `body` picks the version of the request
 * being built; on v2, `fetch` loads the v2 module (body, URL, stream translation) on first use and
 * sends the same messages and settings there, so a v1 widget downloads none of it.
 */
export function createApiVersionRouting(settings: () => ApiVersionSettings) {
  let pending: PendingRequest | undefined;
  const baseFetch = () => settings().fetch ?? globalThis.fetch;
  return {
    body(messages: ReadonlyArray<ChatMessageLike>, request: RequestSettings): AssistantRequestInput {
      const { apiVersion, baseUrl = "", domain } = settings();
      pending = conversationApiVersion(messages, apiVersion) === "v2" ? { messages, request, baseUrl, domain } : undefined;
      return buildRequestBody(messages, request);
    },
    fetch: (async (input, init) => {
      const request = pending;
      if (!request) return baseFetch()(input, init);
      const { fetchV2 } = await import("./fetchV2");
      return fetchV2(baseFetch, request, init);
    }) as FetchFunction,
  };
}
