import { findThread, isFinishEvent, type StreamPart, type ThreadIdentity } from "../protocol";
import { AssistantRequestError } from "./chatErrors";
import { loadReplyReader } from "./loadReplyReader";
import type { ReplyTransport } from "./stream/replyTransport";

/** How long a request may wait for its first byte, or a stream between two chunks. */
export const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

type FetchFunction = typeof globalThis.fetch;

/** Where one request goes, its wire body, and how its reply is read: chosen as the request is sent. */
export interface AssistantRoute {
  /** Where the request is posted. */
  url: RequestInfo | URL;
  /** The request's wire body. */
  body: RequestInit["body"];
  /** The transport that reads a successful reply, given its headers (a proxy may answer in another version). */
  transport: (headers: Headers) => ReplyTransport;
}

/** Options of {@link createAssistantFetch}. */
export interface AssistantFetchOptions {
  /** The fetch to call (a proxy, a test fake). @default globalThis.fetch, looked up per call */
  fetch?: FetchFunction;
  /** Abort a request that receives nothing for this long; `0` never times out. @default 45000 */
  idleTimeoutMs?: number;
  /**
   * Asked before every request: the `Authorization` header to send, or `undefined` to refuse the
   * request without touching the network (key guard). The key checked is the key sent, whatever
   * headers the caller still holds from an earlier render.
   */
  authorize?: () => string | undefined;
  /** Called whenever a channel of the reply names its thread (headers first, then the stream). */
  onThread?: (thread: ThreadIdentity) => void;
  /** The clock, for `Retry-After`. @default Date.now */
  now?: () => number;
  /**
   * Picks each request's URL, wire body and reply transport (by API version); may load what it
   * needs, within the request's time-out and Stop. @default the request as given, its reply read as
   * the v1 data stream
   */
  route?: (input: RequestInfo | URL, init: RequestInit) => AssistantRoute | Promise<AssistantRoute>;
}

/**
 * The fetch handed to useChat. It sends each request where its route says (the API version's URL,
 * wire body and reply transport), refuses requests the key guard forbids, classifies every failure
 * as an {@link AssistantRequestError} (HTTP status, offline, network, time-out, cut, `3:` part,
 * malformed line, a redirect, which it never follows), reads the thread from headers and stream,
 * and ends stalled requests. Stop still surfaces as an `AbortError`, which useChat treats as the
 * reader's choice, not a failure.
 */
export function createAssistantFetch(options: AssistantFetchOptions = {}): FetchFunction {
  const now = options.now ?? Date.now;

  return async (input, init = {}) => {
    const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    let headers = init.headers;
    if (options.authorize) {
      const authorization = options.authorize();
      if (authorization === undefined) {
        throw new AssistantRequestError({ kind: "key-guard" }, "Request refused: this key must not be used in a browser.");
      }
      headers = { ...plainHeaders(init.headers), Authorization: authorization };
    }
    const baseFetch = options.fetch ?? globalThis.fetch;
    const userSignal = init.signal ?? undefined;
    const inner = new AbortController();
    let failBody: ((error: unknown) => void) | undefined;
    let rejectWaiting: ((error: unknown) => void) | undefined;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stopTimer = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const failWith = (error: unknown) => {
      stopTimer();
      inner.abort();
      rejectWaiting?.(error);
      failBody?.(error);
    };
    // Bytes arrive every few milliseconds while an answer streams: each only moves this mark, and
    // the one timer, when it fires, waits again for what is left since the last arrival.
    let activeAt = 0;
    const waitIdle = (ms: number) => {
      timer = setTimeout(() => {
        const quietMs = performance.now() - activeAt;
        if (quietMs < idleTimeoutMs) return waitIdle(idleTimeoutMs - quietMs);
        timedOut = true;
        failWith(new AssistantRequestError({ kind: offlineOr("timeout") }, `No reply for ${Math.round(idleTimeoutMs / 1000)} s.`));
      }, ms);
    };
    const touch = () => {
      activeAt = performance.now();
      if (idleTimeoutMs > 0 && timer === undefined) waitIdle(idleTimeoutMs);
    };
    const onUserAbort = () => failWith(abortError());
    if (userSignal?.aborted) throw abortError();
    userSignal?.addEventListener("abort", onUserAbort, { once: true });

    const failureFor = (error: unknown): unknown => {
      if (userSignal?.aborted) return abortError();
      if (timedOut) return new AssistantRequestError({ kind: offlineOr("timeout") });
      if (error instanceof AssistantRequestError) return error;
      return undefined;
    };

    touch();
    let route: AssistantRoute;
    let reader: Awaited<ReturnType<typeof loadReplyReader>>;
    let response: Response;
    try {
      const waiting = new Promise<never>((_, reject) => {
        rejectWaiting = reject;
      });
      const request = (async () => {
        const [chosen, loaded] = await Promise.all([options.route?.(input, init) ?? asGiven(input, init), loadReplyReader()]);
        // Stopped, or timed out, while the route or the reply's reader was loading: nothing is sent.
        inner.signal.throwIfAborted();
        // Never followed: a redirect would take the conversation, the page context and the key elsewhere.
        const sent: RequestInit = { ...init, body: chosen.body, ...(headers !== undefined && { headers }), signal: inner.signal, redirect: "manual" };
        return { chosen, loaded, answer: await baseFetch(chosen.url, sent) };
      })();
      request.catch(() => undefined);
      ({ chosen: route, loaded: reader, answer: response } = await Promise.race([request, waiting]));
    } catch (error) {
      stopTimer();
      userSignal?.removeEventListener("abort", onUserAbort);
      throw failureFor(error) ?? networkError(error);
    } finally {
      rejectWaiting = undefined;
    }

    if (isRedirect(response)) {
      stopTimer();
      userSignal?.removeEventListener("abort", onUserAbort);
      await response.body?.cancel().catch(() => undefined);
      throw new AssistantRequestError(
        { kind: "redirected", ...(response.status > 0 && { status: response.status }) },
        "The service answered with a redirect, which is not followed.",
      );
    }
    if (!response.ok) {
      // The error's body is read with Stop and the idle time-out still armed: it may never end.
      const failure = await reader.readHttpError(response, now(), inner.signal);
      stopTimer();
      userSignal?.removeEventListener("abort", onUserAbort);
      if (userSignal?.aborted) throw abortError();
      throw failure;
    }

    // The last finish event of each channel: all findThread reads (a part may hold any number of items).
    const channels = { data: [] as unknown[], annotations: [] as unknown[], headers: response.headers };
    let lastThread = findThread(channels);
    if (lastThread) options.onThread?.(lastThread);
    const noteThread = (part: StreamPart) => {
      if (part.type !== "data" && part.type !== "message_annotations") return;
      const event = part.value.findLast(isFinishEvent);
      if (event === undefined) return;
      channels[part.type === "data" ? "data" : "annotations"] = [event];
      const thread = findThread(channels);
      if (thread && (thread.threadId !== lastThread?.threadId || thread.threadKey !== lastThread?.threadKey)) {
        lastThread = thread;
        options.onThread?.(thread);
      }
    };

    if (!response.body) {
      stopTimer();
      userSignal?.removeEventListener("abort", onUserAbort);
      throw new AssistantRequestError({ kind: "connection-cut" }, "The reply had no body.");
    }
    const guarded = reader.guardStream(response.body, {
      transport: route.transport(response.headers),
      onActivity: touch,
      onEnd: () => {
        stopTimer();
        userSignal?.removeEventListener("abort", onUserAbort);
      },
      onPart: noteThread,
      mapReadError: (error) => failureFor(error) ?? new AssistantRequestError({ kind: offlineOr("connection-cut") }, describe(error)),
    });
    failBody = guarded.fail;
    return new Response(guarded.stream, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** A request sent as it is given, its reply read as the v1 data stream. */
async function asGiven(input: RequestInfo | URL, init: RequestInit): Promise<AssistantRoute> {
  const { createDataStreamTransport } = await loadReplyReader();
  return { url: input, body: init.body, transport: () => createDataStreamTransport() };
}

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Array.isArray(headers) ? headers : Object.entries(headers);
  // Any spelling of the caller's own Authorization gives way to the one just checked.
  return Object.fromEntries(entries.filter(([name]) => name.toLowerCase() !== "authorization"));
}

/** A redirect: opaque in a browser (`redirect: "manual"`), a 3xx status elsewhere (Node, a custom fetch). */
function isRedirect(response: Response): boolean {
  return response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400);
}

function abortError(): DOMException {
  return new DOMException("The request was stopped.", "AbortError");
}

/** A fetch that never got an answer: offline when the browser says so, else unreachable. */
function networkError(error: unknown): AssistantRequestError {
  return new AssistantRequestError({ kind: offlineOr("network") }, describe(error));
}

/** A lost or silent connection is best explained as "offline" when the browser knows it is. */
function offlineOr(kind: "network" | "timeout" | "connection-cut"): "offline" | typeof kind {
  return typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : kind;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
