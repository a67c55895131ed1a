import { assistantMessageUrlV2, UI_MESSAGE_STREAM_HEADER } from "../../protocol/uiMessageStreamV2";
import type { AssistantRoute } from "../assistantFetch";
import type { ChatRequest } from "../chatRequest";
import type { ReplyTransport } from "../stream/replyTransport";
import { buildRequestBodyV2 } from "./buildRequestBodyV2";
import { createUIMessageStreamTransport } from "./uiMessageStreamTransport";

/**
 * Where a v2 question goes: its body built as v2's ({@link buildRequestBodyV2}), posted to the v2
 * URL, and a successful UI message stream (`text/event-stream`, or the
 * `x-vercel-ai-ui-message-stream` header) read by the v2 transport; any other successful reply (a v4
 * stream from a proxy) by `otherwise`, v1's. Loaded only when a conversation is on v2.
 */
export function routeV2(request: ChatRequest, baseUrl: string, domain: string, otherwise: () => ReplyTransport): AssistantRoute {
  return {
    url: assistantMessageUrlV2(baseUrl, domain),
    body: JSON.stringify(buildRequestBodyV2(request.messages, request.settings)),
    transport: (headers) => (isUIMessageStream(headers) ? createUIMessageStreamTransport() : otherwise()),
  };
}

function isUIMessageStream(headers: Headers): boolean {
  return /text\/event-stream/i.test(headers.get("Content-Type") ?? "") || headers.has(UI_MESSAGE_STREAM_HEADER);
}
