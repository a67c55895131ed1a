import { useChat } from "@ai-sdk/react";
import { isDeepEqualData, type Message, type UIMessage } from "@ai-sdk/ui-utils";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { addContextItem, removeContextItem, type PendingContextItem } from "../page-context";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { assistantMessageUrl, classifyApiKey, type ApiKeyKind, type ContextItem, type ThreadIdentity } from "../protocol";
import { createAssistantFetch } from "./assistantFetch";
import { buildRequestBody, type RequestSettings } from "./buildRequestBody";
import type { ChatErrorInfo } from "./chatErrors";
import { classifyChatError } from "./classifyChatError";
import { fromStoredMessages } from "./fromStoredMessages";
import { mergeThread } from "./mergeThread";
import { contextAnnotation } from "./messageContext";
import { createThreadStore, type ThreadStorage } from "./threadStore";

/** Where the assistant runs (seed section 1): air-gapped deployments have none. */
export type Deployment = "cloud" | "client-hosted" | "air-gapped";

/** Options of {@link useAssistantChat}. */
export interface AssistantChatOptions extends Omit<RequestSettings, "thread"> {
  /** The documentation domain. */
  domain: string;
  /** The public assistant key (`svc_dsc_…`). Any other key is never sent. */
  apiKey: string;
  /** The service's base URL; empty for the same origin. @default "" */
  baseUrl?: string;
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
  messages: UIMessage[];
  status: ChatStatus;
  error: ChatErrorInfo | undefined;
  thread: ThreadIdentity | undefined;
  /** Why no request may be made with this key, or `undefined` for a usable assistant key. */
  keyProblem: Exclude<ApiKeyKind, "assistant"> | undefined;
  pendingContext: PendingContextItem[];
  /** Sends a question with the pending context; `false` when nothing was sent. */
  send: (question: string) => boolean;
  /** Sends the last question again after an error; `false` when not allowed yet. */
  retry: () => boolean;
  /** Asks for a new version of the last answer. */
  regenerate: () => boolean;
  stop: () => void;
  /** The reader pressed Stop on the last answer (until the next question). */
  stopped: boolean;
  newConversation: () => void;
  addContext: (item: ContextItem) => PendingContextItem | undefined;
  removeContext: (key: string) => void;
}

/**
 * The widget's one door to useChat v4: request bodies exactly as the seed's, errors classified,
 * the thread kept across turns and reloads, the key guard, pending page context.
 */
export function useAssistantChat(options: AssistantChatOptions): AssistantChat {
  const latest = useRef(options);
  latest.current = options;
  const keyKind = classifyApiKey(options.apiKey);
  const keyProblem = keyKind === "assistant" ? undefined : keyKind;
  const allowed = keyProblem === undefined && options.deployment !== "air-gapped";
  const allowedRef = useRef(allowed);
  allowedRef.current = allowed;

  const [thread, setThreadState] = useState<ThreadIdentity | undefined>();
  const threadRef = useRef<ThreadIdentity | undefined>(undefined);
  const setThread = useCallback((next: ThreadIdentity | undefined) => {
    threadRef.current = next;
    setThreadState(next);
  }, []);
  const noteThread = useCallback((next: ThreadIdentity) => setThread(mergeThread(threadRef.current, next)), [setThread]);
  const [pendingContext, setPendingContext] = useState<PendingContextItem[]>([]);
  const pendingRef = useRef(pendingContext);
  pendingRef.current = pendingContext;
  const [generation, setGeneration] = useState(0);
  const chatId = `daw${useId()}${generation}`;

  const assistantFetch = useMemo(
    () =>
      createAssistantFetch({
        fetch: (input, init) => (latest.current.fetch ?? globalThis.fetch)(input, init),
        get idleTimeoutMs() {
          return latest.current.idleTimeoutMs;
        },
        authorize: () => (allowedRef.current ? `Bearer ${latest.current.apiKey}` : undefined),
        onThread: noteThread,
      }),
    [noteThread],
  );

  const [arrived, setArrived] = useState<ArrivedAnswer | undefined>();
  const chat = useChat({
    id: chatId,
    api: assistantMessageUrl(options.baseUrl ?? "", options.domain),
    headers: useMemo(() => ({ Authorization: `Bearer ${options.apiKey}` }), [options.apiKey]),
    streamProtocol: "data",
    sendExtraMessageFields: true,
    experimental_throttle: options.throttleMs ?? 40,
    fetch: assistantFetch,
    experimental_prepareRequestBody: useCallback(
      ({ messages }: { messages: UIMessage[] }) =>
        buildRequestBody(messages, {
          ...pick(latest.current),
          currentPath: latest.current.currentPath ?? (typeof location === "undefined" ? undefined : location.pathname),
          ...(threadRef.current && { thread: threadRef.current }),
        }),
      [],
    ),
    onFinish: useCallback((message: Message) => setArrived({ message: { ...message, parts: message.parts ?? [] }, thread: threadRef.current }), []),
    onError: useCallback((error: Error) => latest.current.onError?.(classifyChatError(error)), []),
  });
  const { messages, status, append, reload, setMessages } = chat;
  const [stopped, setStopped] = useState(false);
  const chatStop = chat.stop;
  const error = useMemo(() => (chat.error ? classifyChatError(chat.error) : undefined), [chat.error]);

  const store = useMemo(
    () => createThreadStore(options.threadStorage ?? "session", options.domain),
    [options.threadStorage, options.domain],
  );
  const [restoredFrom, setRestoredFrom] = useState<typeof store | undefined>();
  useEffect(() => {
    const saved = store.load();
    if (saved) {
      setThread(saved.thread);
      setMessages(fromStoredMessages(saved.messages));
    }
    setRestoredFrom(store);
  }, [store, setMessages, setThread]);
  // Saved in the commit that shows the answer, not after paint: a reader who reloads as soon as
  // the answer is on screen finds it again.
  useIsomorphicLayoutEffect(() => {
    if (restoredFrom !== store || status === "submitted" || status === "streaming") return;
    store.save(thread, messages);
  }, [restoredFrom, store, status, thread, messages]);

  const busy = status === "submitted" || status === "streaming";
  // useChat reports the finish before its last throttled update renders: an integrator handling
  // the answer (or a test reading it) must find it on screen, so it is reported after that commit.
  useEffect(() => {
    if (!arrived || busy) return;
    const shown = messages.find((message) => message.id === arrived.message.id);
    if (!shown || !isDeepEqualData(shown.parts, arrived.message.parts)) return;
    setArrived(undefined);
    latest.current.onAnswer?.(shown, arrived.thread);
  }, [arrived, busy, messages]);
  // Read at call time, so the actions below keep one identity while an answer streams.
  const now = useRef({ busy, status, error, messages, append, reload });
  now.current = { busy, status, error, messages, append, reload };
  const stop = useCallback(() => {
    if (now.current.busy) setStopped(true);
    chatStop();
  }, [chatStop]);
  const send = useCallback((question: string) => {
    const text = question.trim();
    if (!allowedRef.current || now.current.busy || text === "") return false;
    setStopped(false);
    const items = pendingRef.current.map((entry) => entry.item);
    pendingRef.current = [];
    setPendingContext([]);
    void now.current
      .append({
        role: "user",
        content: text,
        ...(items.length > 0 && { annotations: [contextAnnotation(items) as never] }),
      })
      .catch(() => undefined);
    return true;
  }, []);
  const retry = useCallback(() => {
    const { status: current, error: failure, reload: resend } = now.current;
    if (!allowedRef.current || current !== "error" || (failure?.retryAt ?? 0) > Date.now()) return false;
    setStopped(false);
    void resend().catch(() => undefined);
    return true;
  }, []);
  const regenerate = useCallback(() => {
    const { busy: answering, messages: list, reload: resend } = now.current;
    if (!allowedRef.current || answering || list.at(-1)?.role !== "assistant") return false;
    setStopped(false);
    void resend().catch(() => undefined);
    return true;
  }, []);
  const newConversation = useCallback(() => {
    stop();
    setStopped(false);
    store.clear();
    setThread(undefined);
    setArrived(undefined);
    setPendingContext([]);
    setGeneration((value) => value + 1);
  }, [stop, store, setThread]);
  const addContext = useCallback((item: ContextItem) => {
    const result = addContextItem(pendingRef.current, item);
    pendingRef.current = result.list;
    setPendingContext(result.list);
    return result.status === "added" ? result.item : undefined;
  }, []);
  const removeContext = useCallback((key: string) => {
    setPendingContext((list) => (pendingRef.current = removeContextItem(list, key)));
  }, []);

  return {
    messages,
    status,
    error,
    thread,
    keyProblem,
    pendingContext,
    send,
    retry,
    regenerate,
    stop,
    stopped,
    newConversation,
    addContext,
    removeContext,
  };
}

/** An answer useChat finished, waiting for the render that shows it. */
interface ArrivedAnswer {
  message: UIMessage;
  thread: ThreadIdentity | undefined;
}

function pick(options: AssistantChatOptions): RequestSettings {
  const settings: RequestSettings = {};
  if (options.fp !== undefined) settings.fp = options.fp;
  if (options.retrievalPageSize !== undefined) settings.retrievalPageSize = options.retrievalPageSize;
  if (options.filter !== undefined) settings.filter = options.filter;
  return settings;
}
