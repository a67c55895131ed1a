import { UI_MESSAGE_STREAM_HEADER } from "../../protocol/uiMessageStreamV2";
import { translateUIMessageStream } from "./translateUIMessageStream";

type FetchFunction = typeof globalThis.fetch;

/**
 * A fetch for the v2 endpoint that hands useChat v4 what it reads: a successful UI message stream
 * (`text/event-stream`, or the `x-vercel-ai-ui-message-stream` header) comes back as v4 data stream
 * lines; every other reply (HTTP errors, a v4 stream from a proxy) passes unchanged, so the key
 * guard, error classes, idle time-out and stream guard of the v1 path apply to both.
 */
export function createV2Fetch(baseFetch: () => FetchFunction): FetchFunction {
  return async (input, init) => {
    const response = await baseFetch()(input, init);
    if (!response.ok || !response.body || !isUIMessageStream(response.headers)) return response;
    return new Response(translateUIMessageStream(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function isUIMessageStream(headers: Headers): boolean {
  return /text\/event-stream/i.test(headers.get("Content-Type") ?? "") || headers.has(UI_MESSAGE_STREAM_HEADER);
}
