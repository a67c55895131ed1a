/* eslint-disable react-hooks/refs -- the finished answer is read while rendering on purpose: see `finished` */
import { useChat } from "@ai-sdk/react";
import { generateId, isDeepEqualData, type Message, type UIMessage } from "@ai-sdk/ui-utils";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { addContextItem, removeContextItem, type PendingContextItem } from "../page-context";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import {
  UNFINISHED_ANSWER_ANNOTATION,
  assistantMessageUrl,
  classifyApiKey,
  isUnfinishedAnswer,
  type ApiKeyKind,
  type ContextItem,
  type ThreadIdentity,
} from "../protocol";
import { createAssistantFetch } from "./assistantFetch";
import { createValueStore } from "./createValueStore";
import type { RequestSettings } from "./buildRequestBody";
import { describeRequest } from "./chatRequest";
import type { ChatErrorInfo } from "./chatErrors";
import { classifyChatError } from "./classifyChatError";
import { fromStoredMessages } from "./fromStoredMessages";
import { mergeThread } from "./mergeThread";
import { ownOptions } from "./ownOptions";
import { contextAnnotation } from "./messageContext";
import type { StoredThreadState } from "./storedThread";
import { createThreadStore, type ThreadStorage } from "./threadStore";
import { useLatest } from "./useLatest";
import { createApiVersionRouting } from "./v2/apiVersionRouting";
import type { ApiVersion } from "../protocol/uiMessageStreamV2";

/** Where the assistant runs: air-gapped deployments have none. */
export type Deployment = "cloud" | "client-hosted" | "air-gapped";

/** Options of {@link useAssistantChat}. */
export interface AssistantChatOptions extends Omit<RequestSettings, "thread"> {
  /** The documentation domain. */
  domain: string;
  /** The public assistant key (`svc_dsc_…`). Any other key is never sent. */
  apiKey: string;
  /** The service's base URL; empty for the same origin. @default "" */
  baseUrl?: string;
  /**
   * `v1`: the service's endpoint (v4 data stream); `v2`: `{baseUrl}/discovery/v2/assistant/{domain}/message`
   * (AI SDK v5 UI message stream). A conversation holding a v2 answer stays on v2. @default "v1"
   */
  apiVersion?: ApiVersion;
  /** Where the conversation survives a reload. @default "session" */
  threadStorage?: ThreadStorage;
  /** `air-gapped` sends nothing, ever. @default "cloud" */
  deployment?: Deployment;
  /** Abort a request that receives nothing for this long (ms); `0` never. @default 45000 */
  idleTimeoutMs?: number;
  /** The fetch to use (a proxy, a story's script). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds between re-renders while an answer streams. @default 40 */
  throttleMs?: number;
  /** Called when an answer has arrived in full and is on screen (after the render that shows it). */
  onAnswer?: (message: UIMessage, thread: ThreadIdentity | undefined) => void;
  /** Called once per failed request. */
  onError?: (error: ChatErrorInfo) => void;
}

/** useChat's states, plus nothing: `ready` is both "idle" and "done". */
export type ChatStatus = "ready" | "submitted" | "streaming" | "error";

/** What {@link useAssistantChat} gives the UI. */
export interface AssistantChat {
  /**
   * The conversation, as useChat v4 holds it (parts and all); an answer that stopped before its end
   * carries `UNFINISHED_ANSWER_ANNOTATION`.
   */
  messages: UIMessage[];
  /** Where the current request is. */
  status: ChatStatus;
  /** The last request's failure, classified; `undefined` when it did not fail. */
  error: ChatErrorInfo | undefined;
  /** The service's thread this conversation continues, once a reply named it. */
  thread: ThreadIdentity | undefined;
  /** Why no request may be made with this key, or `undefined` for a usable assistant key. */
  keyProblem: Exclude<ApiKeyKind, "assistant"> | undefined;
  /** Page context that goes with the next question. */
  pendingContext: PendingContextItem[];
  /** Sends a question with the pending context; `false` when nothing was sent. */
  send: (question: string) => boolean;
  /** Sends the last question again after an error; `false` when not allowed yet. */
  retry: () => boolean;
  /** Asks for a new version of the last answer. */
  regenerate: () => boolean;
  /** Stops the answer being written; what came so far stays. */
  stop: () => void;
  /**
   * Ends the last answer as failed because it could not be drawn (the transcript calls it when
   * drawing a message throws): the request stops and the error is `render-failed`, with Retry.
   */
  failAnswer: () => void;
  /** The reader pressed Stop on the last answer (until the next question). */
  stopped: boolean;
  /** Forgets the conversation, its thread and its stored copy. */
  newConversation: () => void;
  /** Shows an earlier conversation (from the history) in place of this one; the next question continues its thread. */
  showConversation: (saved: StoredThreadState) => void;
  /** Adds page context for the next question; the item as kept, or `undefined` when refused. */
  addContext: (item: ContextItem) => PendingContextItem | undefined;
  /** Removes a pending context item by its key. */
  removeContext: (key: string) => void;
}

/**
 * The widget's one door to useChat v4: request bodies exactly as the service's, errors classified,
 * the thread kept across turns and reloads, the key guard, pending page context. Options are read
 * as the caller's own properties only (see `ownOptions`).
 */
export function useAssistantChat(given: AssistantChatOptions): AssistantChat {
  const options = ownOptions(given);
  const keyKind = classifyApiKey(options.apiKey);
  const keyProblem = keyKind === "assistant" ? undefined : keyKind;

  // Read by the request and by two calls in one event (add context, then ask): stores, not state.
  const [threadStore] = useState(() => createValueStore<ThreadIdentity | undefined>(undefined));
  const [pendingStore] = useState(() => createValueStore<PendingContextItem[]>([]));
  const thread = useSyncExternalStore(threadStore.subscribe, threadStore.get, threadStore.get);
  const pendingContext = useSyncExternalStore(pendingStore.subscribe, pendingStore.get, pendingStore.get);
  const [generation, setGeneration] = useState(0);
  // An earlier conversation chosen from the history: the messages the next chat id starts with.
  const [shown, setShown] = useState<UIMessage[] | undefined>();
  const chatId = `daw${useId()}${generation}`;

  const settings = useLatest(options);
  const route = useMemo(() => createApiVersionRouting(() => settings.current), [settings]);
  const assistantFetch = useMemo(
    () =>
      createAssistantFetch({
        get fetch() {
          return settings.current.fetch;
        },
        route,
        get idleTimeoutMs() {
          return settings.current.idleTimeoutMs;
        },
        authorize: () => {
          // The key checked is the key sent: one read of the committed options.
          const current = settings.current;
          return mayRequest(current) ? `Bearer ${current.apiKey}` : undefined;
        },
        onThread: (next) => threadStore.set(mergeThread(threadStore.get(), next)),
      }),
    [settings, threadStore, route],
  );

  // Set when useChat finishes, before it says `ready`: a ref, since React 18 may render that
  // `ready` before a state update made in the same turn. It is read while rendering (below), which
  // the react-hooks compiler rules refuse: allowed for this file until the chat has a store of its own.
  const finished = useRef<ArrivedAnswer | undefined>(undefined);
  // Message ids are random, made when a question is sent. useChat also asks for one on its first
  // render, for an id of its own it does not use (it is given `id`): answered with "", no randomness,
  // so the widget renders the same on a server (and under Next.js's prerendering) as in the browser.
  const mounted = useRef(false);
  useEffect(() => void (mounted.current = true), []);
  const chat = useChat({
    id: chatId,
    generateId: useCallback(() => (mounted.current ? generateId() : ""), []),
    initialMessages: shown,
    api: assistantMessageUrl(options.baseUrl ?? "", options.domain),
    headers: useMemo(() => ({ Authorization: `Bearer ${options.apiKey}` }), [options.apiKey]),
    streamProtocol: "data",
    sendExtraMessageFields: true,
    experimental_throttle: options.throttleMs ?? 40,
    fetch: assistantFetch,
    experimental_prepareRequestBody: useCallback(
      ({ messages }: { messages: UIMessage[] }) => {
        const current = threadStore.get();
        return describeRequest(messages, {
          ...pick(settings.current),
          currentPath: settings.current.currentPath ?? (typeof location === "undefined" ? undefined : location.pathname),
          ...(current && { thread: current }),
        });
      },
      [settings, threadStore],
    ),
    onFinish: useCallback(
      (message: Message) => {
        finished.current = { message: { ...message, parts: message.parts ?? [] }, thread: threadStore.get() };
      },
      [threadStore],
    ),
    onError: useCallback((error: Error) => settings.current.onError?.(classifyChatError(error)), [settings]),
  });
  const { messages, append, reload, setMessages } = chat;
  // useChat says `ready` before its last throttled update renders (up to `throttleMs` later, more
  // on a busy page): until the finished answer is on screen it is still arriving, so the UI offers
  // no Copy, rating or new question for half an answer, and a question asked in that window cannot
  // be overwritten by the late update.
  const arrived = finished.current;
  // The last answer could not be drawn: it failed, whatever useChat says.
  const [drawFailed, setDrawFailed] = useState(false);
  const settling = arrived !== undefined && chat.status === "ready" && !isShown(messages, arrived);
  const status: ChatStatus = drawFailed ? "error" : settling ? "streaming" : chat.status;
  const requesting = chat.status === "submitted" || chat.status === "streaming";
  const busy = requesting || settling;
  useIsomorphicLayoutEffect(() => {
    if (arrived && chat.status === "ready") arrived.listWhenReady ??= messages;
  }, [arrived, chat.status, messages]);
  const [stopped, setStopped] = useState(false);
  const chatStop = chat.stop;
  const chatError = useMemo(() => (chat.error ? classifyChatError(chat.error) : undefined), [chat.error]);
  const error = drawFailed ? RENDER_FAILED : chatError;
  // Answers that stopped before their end (Stop, an error part, a cut or stalled connection), by
  // their place in the conversation, carry UNFINISHED_ANSWER_ANNOTATION: drawn, stored and shown
  // again with their unfinished markdown completed. The last one is known from the request's end;
  // earlier ones were recorded as the next question was asked (useChat keeps no mark of its own).
  const [cutShort, setCutShort] = useState<ReadonlySet<number>>(NO_INDICES);
  const lastCutShort = (status === "error" || (stopped && status === "ready")) && messages.at(-1)?.role === "assistant" ? messages.length - 1 : undefined;
  const shownMessages = useMemo(() => markUnfinished(messages, cutShort, lastCutShort), [messages, cutShort, lastCutShort]);

  const store = useMemo(
    () => createThreadStore(options.threadStorage ?? "session", options.domain),
    [options.threadStorage, options.domain],
  );
  const [restoredFrom, setRestoredFrom] = useState<typeof store | undefined>();
  useEffect(() => {
    const saved = store.load();
    if (saved) {
      threadStore.set(saved.thread);
      setMessages(fromStoredMessages(saved.messages));
    }
    // Storage exists only in the browser: restored after the first render, which matches the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestoredFrom(store);
  }, [store, setMessages, threadStore]);
  // Saved in the commit that shows the answer, not after paint: a reader who reloads as soon as
  // the answer is on screen finds it again.
  useIsomorphicLayoutEffect(() => {
    if (restoredFrom !== store || busy) return;
    store.save(thread, shownMessages);
  }, [restoredFrom, store, busy, thread, shownMessages]);

  // An integrator handling the answer (or a test reading it) must find it on screen, so it is
  // reported after the commit that shows it.
  useEffect(() => {
    if (!arrived || chat.status !== "ready" || settling) return;
    finished.current = undefined;
    const shown = messages.at(-1);
    if (shown?.id === arrived.message.id) settings.current.onAnswer?.(shown, arrived.thread);
  }, [arrived, chat.status, settling, messages, settings]);
  // Read at call time, so the actions below keep one identity while an answer streams.
  const now = useLatest({ busy, requesting, status, error, messages: shownMessages, lastCutShort, append, reload });
  const stop = useCallback(() => {
    // An answer that has all arrived and is only being drawn was not stopped.
    if (now.current.requesting) setStopped(true);
    chatStop();
  }, [chatStop, now]);
  const failAnswer = useCallback(() => {
    chatStop();
    if (now.current.error === RENDER_FAILED) return;
    setDrawFailed(true);
    settings.current.onError?.(RENDER_FAILED);
  }, [chatStop, now, settings]);
  const send = useCallback(
    (question: string) => {
      const text = question.trim();
      if (!mayRequest(settings.current) || now.current.busy || text === "") return false;
      setStopped(false);
      setDrawFailed(false);
      const { lastCutShort: ended } = now.current;
      if (ended !== undefined) setCutShort((indices) => new Set(indices).add(ended));
      const items = pendingStore.get().map((entry) => entry.item);
      pendingStore.set([]);
      void now.current
        .append({
          role: "user",
          content: text,
          ...(items.length > 0 && { annotations: [contextAnnotation(items) as never] }),
        })
        .catch(() => undefined);
      return true;
    },
    [settings, now, pendingStore],
  );
  const retry = useCallback(() => {
    const { status: current, error: failure, reload: resend } = now.current;
    if (!mayRequest(settings.current) || current !== "error" || (failure?.retryAt ?? 0) > Date.now()) return false;
    setStopped(false);
    setDrawFailed(false);
    void resend().catch(() => undefined);
    return true;
  }, [settings, now]);
  const regenerate = useCallback(() => {
    const { busy: answering, messages: list, reload: resend } = now.current;
    if (!mayRequest(settings.current) || answering || list.at(-1)?.role !== "assistant") return false;
    setStopped(false);
    setDrawFailed(false);
    void resend().catch(() => undefined);
    return true;
  }, [settings, now]);
  const newConversation = useCallback(() => {
    stop();
    setStopped(false);
    setDrawFailed(false);
    setCutShort(NO_INDICES);
    store.clear();
    threadStore.set(undefined);
    finished.current = undefined;
    pendingStore.set([]);
    setShown(undefined);
    setGeneration((value) => value + 1);
  }, [stop, store, threadStore, pendingStore]);
  const showConversation = useCallback(
    (saved: StoredThreadState) => {
      stop();
      setStopped(false);
      setDrawFailed(false);
      setCutShort(NO_INDICES);
      finished.current = undefined;
      pendingStore.set([]);
      threadStore.set(saved.thread);
      setShown(fromStoredMessages(saved.messages));
      setGeneration((value) => value + 1);
    },
    [stop, threadStore, pendingStore],
  );
  const addContext = useCallback(
    (item: ContextItem) => {
      const result = addContextItem(pendingStore.get(), item);
      pendingStore.set(result.list);
      return result.status === "added" ? result.item : undefined;
    },
    [pendingStore],
  );
  const removeContext = useCallback((key: string) => pendingStore.set(removeContextItem(pendingStore.get(), key)), [pendingStore]);

  return {
    messages: shownMessages,
    status,
    error,
    thread,
    keyProblem,
    pendingContext,
    send,
    retry,
    regenerate,
    stop,
    failAnswer,
    stopped,
    newConversation,
    showConversation,
    addContext,
    removeContext,
  };
}

const NO_INDICES: ReadonlySet<number> = new Set();

/**
 * `messages` with the answers at `indices` (and at `last`) carrying UNFINISHED_ANSWER_ANNOTATION:
 * copies, without useChat's revision (a copy is another message to draw), the rest as they are.
 */
function markUnfinished(messages: UIMessage[], indices: ReadonlySet<number>, last: number | undefined): UIMessage[] {
  if (indices.size === 0 && last === undefined) return messages;
  return messages.map((message, index) => {
    if ((index !== last && !indices.has(index)) || message.role !== "assistant" || isUnfinishedAnswer(message)) return message;
    const { revisionId: _revision, ...rest } = message as UIMessage & { revisionId?: string };
    return { ...rest, annotations: [...(message.annotations ?? []), { ...UNFINISHED_ANSWER_ANNOTATION }] };
  });
}

/** The failure of an answer that could not be drawn. */
const RENDER_FAILED: ChatErrorInfo = { kind: "render-failed" };

/** The key guard: only an assistant key, and never in an air-gapped deployment. */
function mayRequest(options: AssistantChatOptions): boolean {
  return classifyApiKey(options.apiKey) === "assistant" && options.deployment !== "air-gapped";
}

/** An answer useChat finished, waiting for the render that shows it. */
interface ArrivedAnswer {
  message: UIMessage;
  thread: ThreadIdentity | undefined;
  /** The messages of the first commit that said `ready`: useChat's one late update is the next list. */
  listWhenReady?: UIMessage[];
}

/**
 * Whether `messages` show the finished answer: it is the last message with all its parts, or
 * useChat has committed a list since it said `ready` (its throttle holds one update at most, so
 * that list is the last). Ids are not compared alone: a service may give every answer the same one.
 */
function isShown(messages: UIMessage[], { message: answer, listWhenReady }: ArrivedAnswer): boolean {
  if (listWhenReady !== undefined && messages !== listWhenReady) return true;
  const last = messages.at(-1);
  return last !== undefined && last.id === answer.id && isDeepEqualData(last.parts, answer.parts);
}

function pick(options: AssistantChatOptions): RequestSettings {
  const settings: RequestSettings = {};
  if (options.fp !== undefined) settings.fp = options.fp;
  if (options.retrievalPageSize !== undefined) settings.retrievalPageSize = options.retrievalPageSize;
  if (options.filter !== undefined) settings.filter = options.filter;
  return settings;
}
