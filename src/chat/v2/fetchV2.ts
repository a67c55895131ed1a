import { assistantMessageUrlV2 } from "../../protocol/uiMessageStreamV2";
import type { RequestSettings } from "../buildRequestBody";
import type { ChatMessageLike } from "../wireMessages";
import { buildRequestBodyV2 } from "./buildRequestBodyV2";
import { createV2Fetch } from "./createV2Fetch";

type FetchFunction = typeof globalThis.fetch;

/** The request useChat v4 was about to send, as the routing kept it. */
export interface PendingRequest {
  messages: ReadonlyArray<ChatMessageLike>;
  request: RequestSettings;
  baseUrl: string;
  domain: string;
}

/**
 * Sends one question to v2: the body rebuilt from the same messages and settings as v2's
 * ({@link buildRequestBodyV2}), posted to the v2 URL with useChat's headers and signal, and a
 * successful reply translated to v4 lines. Loaded only when a conversation is on v2.
 */
export function fetchV2(baseFetch: () => FetchFunction, pending: PendingRequest, init: RequestInit | undefined): Promise<Response> {
  const body = JSON.stringify(buildRequestBodyV2(pending.messages, pending.request));
  return createV2Fetch(baseFetch)(assistantMessageUrlV2(pending.baseUrl, pending.domain), { ...init, body });
}
