import { useChat } from "@ai-sdk/react";
import { generateId, type Message, type UIMessage } from "@ai-sdk/ui-utils";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { addContextItem, removeContextItem, type PendingContextItem } from "../page-context";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { useStableCallback } from "../parts/useStableCallback";
import {
  UNFINISHED_ANSWER_ANNOTATION,
  assistantMessageUrl,
  classifyApiKey,
  heldAttachmentToWire,
  isUnfinishedAnswer,
  type ApiKeyKind,
  type ContextItem,
  type HeldAttachment,
  type ThreadIdentity,
} from "../protocol";
import { DEFAULT_MAX_REQUEST_BYTES, type AttachmentOptions } from "./attachmentOptions";
import { attachmentToRemove } from "./attachmentToRemove";
import { keepAttachmentsWithin } from "./keepAttachmentsWithin";
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
import type { AnswerFeedback } from "./answerFeedback";
import { deriveChatState, freshSession, NO_INDICES, RENDER_FAILED, type ChatSession } from "./chatSession";
import { createConversationRepository, type ConversationRepository, type ConversationsSnapshot } from "./conversationRepository";
import type { ThreadStorage } from "./storageSlot";
import type { StoredConversation } from "./storedConversations";
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
  /**
   * Files with the question (v1 `experimental_attachments`, v2 `file` parts): `true`, or what they may
   * be. Off when not given: a service may refuse them. @default undefined
   */
  attachments?: boolean | AttachmentOptions;
}

import type { ChatStatus } from "./chatSession";
export type { ChatStatus };

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
  /** The `attachments` option (`{}` for `true`), one value while it means the same; `undefined` when files are off. */
  attachments: AttachmentOptions | undefined;
  /** Files that go with the next question, as the widget read them. */
  pendingAttachments: ReadonlyArray<HeldAttachment>;
  /** Changes the files for the next question (files are read one by one: pass a change, not a list). */
  updateAttachments: (change: (files: ReadonlyArray<HeldAttachment>) => ReadonlyArray<HeldAttachment>) => void;
  /**
   * The name of the file to take off for `question` to be sent with the pending files: the largest,
   * when the request would pass `attachments.maxRequestBytes`; `undefined` when it fits.
   */
  attachmentToRemove: (question: string) => string | undefined;
  /** This site's conversations, newest first (the one on screen included once it has a question). */
  conversations: ReadonlyArray<StoredConversation>;
  /** The id of the conversation on screen (`""`, in no list, until its first question is saved). */
  activeConversationId: string;
  /** The reader's feedback on the answers on screen, by answer id (kept with the conversation). */
  feedback: Readonly<Record<string, AnswerFeedback>>;
  /**
   * Sends a question with the pending context and files; `false` when nothing was sent (among other
   * reasons, a request with its files would be larger than `attachments.maxRequestBytes`: see
   * `attachmentToRemove`).
   */
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
  /** Keeps the reader's feedback on an answer of the conversation on screen. */
  rate: (messageId: string, feedback: AnswerFeedback) => void;
  /**
   * Starts a new, empty conversation. The one on screen stays in the list, as far as it got: a
   * question still being answered is kept with its partial answer, marked unfinished.
   */
  newConversation: () => void;
  /** Shows an earlier conversation in place of this one (kept as `newConversation` keeps it); `false` when it is gone. */
  showConversation: (id: string) => boolean;
  /** Forgets a conversation; forgetting the one on screen starts a new one. */
  deleteConversation: (id: string) => void;
  /** Adds page context for the next question; the item as kept, or `undefined` when refused. */
  addContext: (item: ContextItem) => PendingContextItem | undefined;
  /** Removes a pending context item by its key. */
  removeContext: (key: string) => void;
}

/**
 * The widget's one door to useChat v4: request bodies exactly as the service's, errors classified,
 * the thread kept across turns and reloads, the key guard, pending page context, and the
 * conversations (one repository: the list, the one on screen, feedback). Options are read as the
 * caller's own properties only (see `ownOptions`).
 */
export function useAssistantChat(given: AssistantChatOptions): AssistantChat {
  const options = ownOptions(given);
  const keyKind = classifyApiKey(options.apiKey);
  const keyProblem = keyKind === "assistant" ? undefined : keyKind;

  // Read by the request, by useChat's callbacks and by two calls in one event (add context, then
  // ask) at once, and by renders through the store: one value, no ref mirroring a state.
  const [sessionStore] = useState(() => createValueStore<ChatSession>(freshSession()));
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const updateSession = useCallback((change: Partial<ChatSession>) => sessionStore.set({ ...sessionStore.get(), ...change }), [sessionStore]);
  const chatId = `daw${useId()}${session.generation}`;

  const settings = useLatest(options);
  const route = useMemo(() => createApiVersionRouting(settings), [settings]);
  const assistantFetch = useMemo(
    () =>
      createAssistantFetch({
        get fetch() {
          return settings().fetch;
        },
        route,
        get idleTimeoutMs() {
          return settings().idleTimeoutMs;
        },
        authorize: () => {
          // The key checked is the key sent: one read of the committed options.
          const current = settings();
          return mayRequest(current) ? `Bearer ${current.apiKey}` : undefined;
        },
        onThread: (next) => updateSession({ thread: mergeThread(sessionStore.get().thread, next) }),
      }),
    [settings, sessionStore, updateSession, route],
  );

  // Message ids are random, made when a question is sent. useChat also asks for one on its first
  // render, for an id of its own it does not use (it is given `id`): answered with "", no randomness,
  // so the widget renders the same on a server (and under Next.js's prerendering) as in the browser.
  const mounted = useRef(false);
  useEffect(() => void (mounted.current = true), []);
  const chat = useChat({
    id: chatId,
    generateId: useCallback(() => (mounted.current ? generateId() : ""), []),
    initialMessages: session.initialMessages,
    api: assistantMessageUrl(options.baseUrl ?? "", options.domain),
    headers: useMemo(() => ({ Authorization: `Bearer ${options.apiKey}` }), [options.apiKey]),
    streamProtocol: "data",
    sendExtraMessageFields: true,
    experimental_throttle: options.throttleMs ?? 40,
    fetch: assistantFetch,
    experimental_prepareRequestBody: useCallback(
      ({ messages }: { messages: UIMessage[] }) => {
        const { thread } = sessionStore.get();
        // The question's files go whole; earlier ones as a stored conversation keeps them.
        return describeRequest(keepAttachmentsWithin(messages, undefined, true), {
          ...pick(settings()),
          currentPath: settings().currentPath ?? (typeof location === "undefined" ? undefined : location.pathname),
          ...(thread && { thread }),
        });
      },
      [settings, sessionStore],
    ),
    // Before useChat says `ready`: React 18 may render that `ready` before a state update made in
    // the same turn, so the finished answer goes into the session store, which renders read at once.
    onFinish: useCallback(
      (message: Message) => updateSession({ arrived: { message: { ...message, parts: message.parts ?? [] }, thread: sessionStore.get().thread } }),
      [sessionStore, updateSession],
    ),
    onError: useCallback((error: Error) => settings().onError?.(classifyChatError(error)), [settings]),
  });
  const { messages, append, reload, setMessages } = chat;
  const chatError = useMemo(() => (chat.error ? classifyChatError(chat.error) : undefined), [chat.error]);
  const { status, error, requesting, settling, busy, lastCutShort } = deriveChatState({ status: chat.status, error: chatError, messages }, session);
  const { arrived, thread, pendingContext, pendingAttachments, stopped, cutShort } = session;
  // One value while the option means the same: a site's inline `attachments={{ … }}` is new on every render.
  const attachmentsJson = JSON.stringify(options.attachments ?? false);
  const attachments = useMemo(() => readAttachmentOptions(attachmentsJson), [attachmentsJson]);
  useIsomorphicLayoutEffect(() => {
    if (arrived && !arrived.listWhenReady && chat.status === "ready") updateSession({ arrived: { ...arrived, listWhenReady: messages } });
  }, [arrived, chat.status, messages, updateSession]);
  const chatStop = chat.stop;
  // Answers that stopped before their end (Stop, an error part, a cut or stalled connection), by
  // their place in the conversation, carry UNFINISHED_ANSWER_ANNOTATION: drawn, stored and shown
  // again with their unfinished markdown completed. The last one is known from the request's end;
  // earlier ones were recorded as the next question was asked (useChat keeps no mark of its own).
  const shownMessages = useMemo(() => markUnfinished(messages, cutShort, lastCutShort), [messages, cutShort, lastCutShort]);

  const repository = useMemo(
    () => createConversationRepository(options.threadStorage ?? "session", options.domain),
    [options.threadStorage, options.domain],
  );
  const conversations = useSyncExternalStore(repository.subscribe, repository.snapshot, serverConversations);
  const [restoredFrom, setRestoredFrom] = useState<ConversationRepository | undefined>();
  useEffect(() => {
    const saved = repository.restore();
    if (saved) {
      sessionStore.set(freshSession(saved.thread, saved.messages.at(-1)?.role === "user", sessionStore.get().generation));
      setMessages(fromStoredMessages(saved.messages));
    }
    // Storage exists only in the browser: restored after the first render, which matches the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestoredFrom(repository);
  }, [repository, setMessages, sessionStore]);
  const restored = restoredFrom === repository;
  // Saved in the commit that shows the answer, not after paint: a reader who reloads as soon as the
  // answer is on screen finds it again. While an answer arrives, the conversation is saved as each
  // message starts (the question, then its answer marked unfinished), not on every streamed word.
  // The actions keep one identity while an answer streams and read the last committed render;
  // what two calls in one event must both see (context, then a question) is in the session store.
  const saveNow = useStableCallback(() => repository.save(thread, busy ? markUnfinished(shownMessages, NO_INDICES, lastAnswerIndex(shownMessages)) : shownMessages));
  const saveTrigger = busy ? shownMessages.length : shownMessages;
  useIsomorphicLayoutEffect(() => {
    if (restored) saveNow();
  }, [restored, saveNow, saveTrigger, thread]);
  // Leaving the page mid-answer keeps what came of it.
  const saveIfArriving = useStableCallback(() => busy && saveNow());
  useEffect(() => {
    if (!restored) return;
    addEventListener("pagehide", saveIfArriving);
    return () => {
      removeEventListener("pagehide", saveIfArriving);
      saveIfArriving();
    };
  }, [restored, saveIfArriving]);

  // An integrator handling the answer (or a test reading it) must find it on screen, so it is
  // reported after the commit that shows it.
  useEffect(() => {
    if (!arrived || chat.status !== "ready" || settling) return;
    updateSession({ arrived: undefined });
    const last = messages.at(-1);
    if (last?.id === arrived.message.id) settings().onAnswer?.(last, arrived.thread);
  }, [arrived, chat.status, settling, messages, settings, updateSession]);

  const stop = useStableCallback(() => {
    // An answer that has all arrived and is only being drawn was not stopped.
    if (requesting) updateSession({ stopped: true });
    chatStop();
  });
  const failAnswer = useStableCallback(() => {
    chatStop();
    if (error === RENDER_FAILED) return;
    updateSession({ drawFailed: true });
    settings().onError?.(RENDER_FAILED);
  });
  const fileToRemove = useStableCallback((question: string) => {
    const files = sessionStore.get().pendingAttachments.map(heldAttachmentToWire);
    const asked = { id: "", role: "user", content: question, experimental_attachments: files };
    const limit = attachments?.maxRequestBytes ?? 0;
    const file = attachmentToRemove([...messages, asked], limit > 0 ? limit : DEFAULT_MAX_REQUEST_BYTES);
    return file && (file.name ?? "");
  });
  const send = useStableCallback((question: string) => {
    const text = question.trim();
    if (!mayRequest(settings()) || busy || text === "") return false;
    const current = sessionStore.get();
    const items = current.pendingContext.map((entry) => entry.item);
    const files = current.pendingAttachments.map(heldAttachmentToWire);
    if (fileToRemove(text) !== undefined) return false;
    updateSession({
      stopped: false,
      drawFailed: false,
      interrupted: false,
      pendingContext: [],
      pendingAttachments: [],
      ...(lastCutShort !== undefined && { cutShort: new Set(current.cutShort).add(lastCutShort) }),
    });
    void append(
      {
        role: "user",
        content: text,
        ...(items.length > 0 && { annotations: [contextAnnotation(items) as never] }),
      },
      { experimental_attachments: files },
    ).catch(() => undefined);
    return true;
  });
  const retry = useStableCallback(() => {
    if (!mayRequest(settings()) || status !== "error" || (error?.retryAt ?? 0) > Date.now()) return false;
    updateSession({ stopped: false, drawFailed: false, interrupted: false });
    void reload().catch(() => undefined);
    return true;
  });
  const regenerate = useStableCallback(() => {
    if (!mayRequest(settings()) || busy || shownMessages.at(-1)?.role !== "assistant") return false;
    updateSession({ stopped: false, drawFailed: false });
    void reload().catch(() => undefined);
    return true;
  });
  /** Puts `next` on screen (an empty conversation when `undefined`); the one there was kept as far as it got. */
  const replaceConversation = useStableCallback((next: StoredConversation | undefined) => {
    if (requesting) chatStop();
    sessionStore.set(freshSession(next?.thread, next?.messages.at(-1)?.role === "user", sessionStore.get().generation + 1, next && fromStoredMessages(next.messages)));
  });
  const newConversation = useStableCallback(() => {
    if (busy) saveNow();
    repository.activate(undefined);
    replaceConversation(undefined);
  });
  const showConversation = useStableCallback((id: string) => {
    const { activeId, conversations: list } = repository.snapshot();
    if (id === activeId) return true;
    if (!list.some((entry) => entry.id === id)) return false;
    if (busy) saveNow();
    replaceConversation(repository.activate(id));
    return true;
  });
  const deleteConversation = useStableCallback((id: string) => {
    if (id === repository.snapshot().activeId) {
      repository.activate(undefined);
      replaceConversation(undefined);
    }
    repository.remove(id);
  });
  const rate = useStableCallback((messageId: string, feedback: AnswerFeedback) => repository.rate(messageId, feedback));
  const addContext = useStableCallback((item: ContextItem) => {
    const result = addContextItem(sessionStore.get().pendingContext, item);
    updateSession({ pendingContext: result.list });
    return result.status === "added" ? result.item : undefined;
  });
  const removeContext = useStableCallback((key: string) => updateSession({ pendingContext: removeContextItem(sessionStore.get().pendingContext, key) }));
  const updateAttachments = useStableCallback((change: (files: ReadonlyArray<HeldAttachment>) => ReadonlyArray<HeldAttachment>) =>
    updateSession({ pendingAttachments: change(sessionStore.get().pendingAttachments) }),
  );
  const activeConversation = conversations.conversations.find((entry) => entry.id === conversations.activeId);

  return {
    messages: shownMessages,
    status,
    error,
    thread,
    keyProblem,
    pendingContext,
    attachments,
    pendingAttachments,
    updateAttachments,
    attachmentToRemove: fileToRemove,
    conversations: conversations.conversations,
    activeConversationId: conversations.activeId ?? "",
    feedback: activeConversation?.feedback ?? NO_FEEDBACK,
    send,
    retry,
    regenerate,
    stop,
    failAnswer,
    stopped,
    rate,
    newConversation,
    showConversation,
    deleteConversation,
    addContext,
    removeContext,
  };
}

const NO_FEEDBACK: Readonly<Record<string, AnswerFeedback>> = Object.freeze({});
const NO_CONVERSATIONS: ConversationsSnapshot = { conversations: [], activeId: undefined };
const serverConversations = () => NO_CONVERSATIONS;

/** The place of the last message when it is an answer. */
function lastAnswerIndex(messages: UIMessage[]): number | undefined {
  return messages.at(-1)?.role === "assistant" ? messages.length - 1 : undefined;
}

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

/** The key guard: only an assistant key, and never in an air-gapped deployment. */
function mayRequest(options: AssistantChatOptions): boolean {
  return classifyApiKey(options.apiKey) === "assistant" && options.deployment !== "air-gapped";
}

/** The `attachments` option read back from its JSON: `{}` for `true`, `undefined` when off. */
function readAttachmentOptions(json: string): AttachmentOptions | undefined {
  const given: unknown = JSON.parse(json);
  return given === true ? {} : typeof given === "object" && given !== null && !Array.isArray(given) ? given : undefined;
}

function pick(options: AssistantChatOptions): RequestSettings {
  const settings: RequestSettings = {};
  if (options.fp !== undefined) settings.fp = options.fp;
  if (options.retrievalPageSize !== undefined) settings.retrievalPageSize = options.retrievalPageSize;
  if (options.filter !== undefined) settings.filter = options.filter;
  return settings;
}
