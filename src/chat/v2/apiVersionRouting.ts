import { isV2Answer, type ApiVersion } from "../../protocol/uiMessageStreamV2";
import type { AssistantRoute } from "../assistantFetch";
import { buildRequestBody } from "../buildRequestBody";
import { readChatRequest } from "../chatRequest";
import { loadReplyReader } from "../loadReplyReader";
import type { ChatMessageLike } from "../wireMessages";

/** What the routing reads, at the moment of each request. */
export interface ApiVersionSettings {
  /** The version the widget is set to. @default "v1" */
  apiVersion?: ApiVersion;
  baseUrl?: string;
  domain: string;
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
 * One engine, two endpoints: the assistant fetch's route. useChat v4 posts the request the widget
 * described (`describeRequest`) to its fixed v1 `api` (its state is keyed by `api`, so a conversation
 * never loses its messages to a switch); here the conversation's version is picked and its transport
 * builds the wire body and reads the reply. v1: the service's body, posted to `api`, the reply read
 * as the v4 data stream. v2: its module is loaded on first use ({@link routeV2}), so a v1 widget
 * downloads none of it.
 */
export function createApiVersionRouting(settings: () => ApiVersionSettings) {
  return async (input: RequestInfo | URL, init: RequestInit): Promise<AssistantRoute> => {
    const request = readChatRequest(init.body);
    const { apiVersion, baseUrl = "", domain } = settings();
    if (conversationApiVersion(request.messages, apiVersion) === "v2") {
      const [{ routeV2 }, { createDataStreamTransport }] = await Promise.all([import("./routeV2"), loadReplyReader()]);
      // v1's transport is handed in: imported there, it would move into a chunk both share.
      return routeV2(request, baseUrl, domain, createDataStreamTransport);
    }
    const { createDataStreamTransport } = await loadReplyReader();
    return { url: input, body: JSON.stringify(buildRequestBody(request.messages, request.settings)), transport: () => createDataStreamTransport() };
  };
}
