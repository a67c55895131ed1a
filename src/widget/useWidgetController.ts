import type { UIMessage } from "@ai-sdk/ui-utils";
import { useMemo, useRef, useState } from "react";
import { answerText } from "../chat/answerText";
import { ownOptions } from "../chat/ownOptions";
import type { AnswerFeedback as StoredFeedback } from "../chat/answerFeedback";
import type { ChatErrorInfo } from "../chat/chatErrors";
import { useAssistantChat } from "../chat/useAssistantChat";
import { messageSources } from "../parts/messageSources";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { useStableCallback } from "../parts/useStableCallback";
import type { CitedPage, ContextItem, Suggestion } from "../protocol";
import type { AssistantWidgetHandle } from "./assistantWidgetHandle";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import { resolveLabels } from "./resolveLabels";
import { safeWidgetEvent } from "./safeWidgetEvent";
import { supportHandoff } from "./support/supportHandoff";
import { supportLink } from "./support/supportLink";
import type { HandoffFrom } from "./support/supportOptions";
import type { AssistantFeedback, AssistantWidgetEvent } from "./widgetEvents";
import { FEEDBACK_REASONS, type FeedbackReason, type WidgetLabels } from "./widgetLabels";

/** The feedback the reader gave an answer: the rating, and after `Not helpful` the reasons and comment sent. */
export type AnswerFeedback = StoredFeedback<FeedbackReason>;

/**
 * Everything the widget does, apart from how it looks: the chat, open state, the message box's
 * text, feedback, events (a throwing `onEvent` never breaks the widget; URLs in them pass the URL
 * policy first) and the imperative handle. Props are read as own properties only (`ownOptions`). Every function it returns keeps its identity; each
 * reads the latest committed props and chat (stable callbacks, updated in a layout effect).
 * `onContextAdded` runs as context is added through the handle (the page's selection and code
 * actions), before the panel opens.
 */
export function useWidgetController(given: AssistantWidgetProps, onContextAdded?: () => void) {
  const props = ownOptions(given);
  const onEvent = useStableCallback(props.onEvent);
  const onOpenChange = useStableCallback(props.onOpenChange);
  const onFeedbackProp = useStableCallback(props.onFeedback);
  const emit = useStableCallback((event: AssistantWidgetEvent) => {
    const safe = safeWidgetEvent(event);
    if (!safe) return;
    try {
      onEvent(safe);
    } catch (error) {
      console.error("docs-assistant-widget: onEvent threw", error);
    }
  });

  const labels = useMemo<WidgetLabels>(
    () => ({
      ...resolveLabels(props.labels),
      ...(props.launcherLabel !== undefined && { launcher: props.launcherLabel }),
      ...(props.title !== undefined && { title: props.title }),
    }),
    [props.labels, props.launcherLabel, props.title],
  );

  const chat = useAssistantChat({
    // The chat applies its own defaults; only `fp` has a fallback of the widget's (the reader's id).
    domain: props.domain,
    apiKey: props.apiKey,
    baseUrl: props.baseUrl,
    fp: props.fp ?? props.userId,
    retrievalPageSize: props.retrievalPageSize,
    filter: props.filter,
    apiVersion: props.apiVersion,
    currentPath: props.currentPath,
    threadStorage: props.threadStorage,
    deployment: props.deployment,
    idleTimeoutMs: props.idleTimeoutMs,
    fetch: props.fetch,
    attachments: props.attachments,
    onAnswer: useStableCallback((message: UIMessage, thread: { threadId: string } | undefined) =>
      emit({ type: "answer-finished", messageId: message.id, sources: messageSources(message), ...(thread && { threadId: thread.threadId }) }),
    ),
    onError: useStableCallback((error: ChatErrorInfo) => emit({ type: "error", error, message: labels.error(error.kind) })),
  });

  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false);
  const open = props.open ?? uncontrolledOpen;
  // The open state last asked for: two calls in one event (an ask that opens, then a focus) emit one event.
  const requestedOpen = useRef(open);
  useIsomorphicLayoutEffect(() => {
    requestedOpen.current = open;
  }, [open]);
  const setOpen = useStableCallback((next: boolean) => {
    if (next === requestedOpen.current) return;
    requestedOpen.current = next;
    setUncontrolledOpen(next);
    onOpenChange(next);
    emit({ type: next ? "open" : "close" });
  });

  const [input, setInput] = useState("");
  const composerRef = useRef<HTMLTextAreaElement | null>(null);
  const focusComposer = useStableCallback(() => composerRef.current?.focus({ preventScroll: true }));

  const ask = useStableCallback((question: string): boolean => {
    const context = chat.pendingContext.map((entry) => entry.item);
    if (!chat.send(question)) return false;
    emit({ type: "ask", question: question.trim(), context, ...(chat.thread && { threadId: chat.thread.threadId }) });
    return true;
  });
  const send = useStableCallback(() => {
    if (ask(input)) setInput("");
  });

  // Kept with the conversation: reasons this version does not know (a stored copy) are not shown.
  const feedback = useMemo(() => knownFeedback(chat.feedback), [chat.feedback]);
  const onFeedback = useStableCallback((message: UIMessage, given: AnswerFeedback) => {
    const index = chat.messages.findIndex((m) => m.id === message.id);
    const question = chat.messages.slice(0, Math.max(index, 0)).findLast((m) => m.role === "user")?.content;
    const threadId = chat.thread?.threadId;
    const comment = given.value === "down" ? given.comment?.trim() : undefined;
    const reasons = given.value === "down" && given.reasons && given.reasons.length > 0 ? [...given.reasons] : undefined;
    const answer = answerText(message);
    const kept: AnswerFeedback = { value: given.value, ...(reasons && { reasons }), ...(comment && { comment }) };
    const entry: AssistantFeedback = {
      messageId: message.id,
      value: given.value,
      ...(reasons && { reasons }),
      ...(comment && { comment }),
      ...(answer && { answer }),
      ...(threadId && { threadId }),
      ...(question !== undefined && { question }),
    };
    chat.rate(message.id, kept);
    try {
      onFeedbackProp(entry);
    } catch (error) {
      console.error("docs-assistant-widget: onFeedback threw", error);
    }
    emit({ type: "feedback", feedback: entry });
  });
  const onSuggestionClick = useStableCallback((suggestion: Suggestion) => {
    emit({ type: "suggestion-click", suggestion });
    if (!ask(suggestion.text)) setInput(suggestion.text);
  });
  const onSourceClick = useStableCallback((page: CitedPage) => emit({ type: "source-click", page }));

  /** The reader asked for a person (`support`): the site's callback and a `handoff` event get the conversation. */
  const handoff = useStableCallback((from: HandoffFrom, messageId?: string) => {
    const { support } = props;
    const threadId = chat.thread?.threadId;
    const url = supportLink(support, chat, messageId);
    const base = typeof location === "undefined" ? undefined : location.href;
    const given = supportHandoff(from, chat.messages, { threadId, messageId, url, base, error: from === "error" ? chat.error : undefined });
    try {
      support?.onHandoff?.(given);
    } catch (error) {
      console.error("docs-assistant-widget: support.onHandoff threw", error);
    }
    emit({ type: "handoff", handoff: given });
  });

  const addContext = useStableCallback((item: ContextItem) => {
    const added = chat.addContext(item);
    if (added) emit({ type: "context-added", item: added.item, truncated: added.truncated });
    return added;
  });
  const [view, setView] = useState<"chat" | "conversations">("chat");
  const newConversation = useStableCallback(() => {
    chat.newConversation();
    setView("chat");
  });
  /** Shows an earlier conversation; `false` when it is no longer there. */
  const showConversation = useStableCallback((id: string) => {
    if (!chat.showConversation(id)) return false;
    setView("chat");
    return true;
  });
  /** Deletes an earlier conversation; deleting the one on screen starts a new one. */
  const deleteConversation = useStableCallback((id: string) => chat.deleteConversation(id));

  const handle = useMemo<AssistantWidgetHandle>(
    () => ({
      open: () => {
        setOpen(true);
        focusComposer();
      },
      close: () => setOpen(false),
      ask: (question) => {
        setOpen(true);
        if (!ask(question)) setInput(question);
      },
      addContext: (item) => {
        addContext(item);
        onContextAdded?.();
        setOpen(true);
      },
      newConversation,
    }),
    [setOpen, focusComposer, ask, addContext, newConversation, onContextAdded],
  );

  return {
    chat,
    labels,
    open,
    setOpen,
    input,
    setInput,
    send,
    ask,
    composerRef,
    focusComposer,
    feedback,
    onFeedback,
    conversations: chat.conversations,
    activeConversationId: chat.activeConversationId,
    view,
    setView,
    showConversation,
    deleteConversation,
    onSuggestionClick,
    onSourceClick,
    newConversation,
    /** The `support` option as given: a way to a person, offered where the docs were not enough. */
    support: props.support,
    handoff,
    handle,
  };
}

/** What `useWidgetController` returns: the chat and everything the parts of the widget act on. */
export type WidgetController = ReturnType<typeof useWidgetController>;

/** Feedback as stored, with the reasons this version offers only. */
function knownFeedback(stored: Readonly<Record<string, StoredFeedback>>): ReadonlyMap<string, AnswerFeedback> {
  const known = new Map<string, AnswerFeedback>();
  for (const [id, { reasons, ...rest }] of Object.entries(stored)) {
    const kept = reasons?.filter((reason): reason is FeedbackReason => (FEEDBACK_REASONS as ReadonlyArray<string>).includes(reason));
    known.set(id, kept && kept.length > 0 ? { ...rest, reasons: kept } : rest);
  }
  return known;
}
