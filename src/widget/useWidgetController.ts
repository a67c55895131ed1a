import type { UIMessage } from "@ai-sdk/ui-utils";
import { useCallback, useMemo, useRef, useState } from "react";
import type { ChatErrorInfo } from "../chat/chatErrors";
import { useAssistantChat } from "../chat/useAssistantChat";
import { messageSources } from "../parts/messageSources";
import type { CitedPage, ContextItem, Suggestion } from "../protocol";
import type { AssistantWidgetHandle } from "./assistantWidgetHandle";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import { resolveLabels } from "./resolveLabels";
import { safeWidgetEvent } from "./safeWidgetEvent";
import type { AssistantWidgetEvent } from "./widgetEvents";
import type { WidgetLabels } from "./widgetLabels";

/**
 * Everything the widget does, apart from how it looks: the chat, open state, the message box's
 * text, feedback, events (a throwing `onEvent` never breaks the widget; URLs in them pass the URL
 * policy first) and the imperative handle.
 */
export function useWidgetController(props: AssistantWidgetProps) {
  const latest = useRef(props);
  latest.current = props;
  const emit = useCallback((event: AssistantWidgetEvent) => {
    const safe = safeWidgetEvent(event);
    if (!safe) return;
    try {
      latest.current.onEvent?.(safe);
    } catch (error) {
      console.error("docs-assistant-widget: onEvent threw", error);
    }
  }, []);

  const labels = useMemo<WidgetLabels>(
    () => ({
      ...resolveLabels(props.labels),
      ...(props.launcherLabel !== undefined && { launcher: props.launcherLabel }),
      ...(props.title !== undefined && { title: props.title }),
    }),
    [props.labels, props.launcherLabel, props.title],
  );
  const labelsRef = useRef(labels);
  labelsRef.current = labels;

  const chat = useAssistantChat({
    domain: props.domain,
    apiKey: props.apiKey,
    baseUrl: props.baseUrl ?? "",
    ...((props.fp ?? props.userId) !== undefined && { fp: props.fp ?? props.userId }),
    ...(props.retrievalPageSize !== undefined && { retrievalPageSize: props.retrievalPageSize }),
    ...(props.filter !== undefined && { filter: props.filter }),
    ...(props.currentPath !== undefined && { currentPath: props.currentPath }),
    threadStorage: props.threadStorage ?? "session",
    deployment: props.deployment ?? "cloud",
    ...(props.idleTimeoutMs !== undefined && { idleTimeoutMs: props.idleTimeoutMs }),
    ...(props.fetch !== undefined && { fetch: props.fetch }),
    onAnswer: useCallback(
      (message: UIMessage, thread: { threadId: string } | undefined) =>
        emit({ type: "answer-finished", messageId: message.id, sources: messageSources(message), ...(thread && { threadId: thread.threadId }) }),
      [emit],
    ),
    onError: useCallback((error: ChatErrorInfo) => emit({ type: "error", error, message: labelsRef.current.error(error.kind) }), [emit]),
  });
  const chatRef = useRef(chat);
  chatRef.current = chat;

  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false);
  const open = props.open ?? uncontrolledOpen;
  const openRef = useRef(open);
  openRef.current = open;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === openRef.current) return;
      openRef.current = next;
      setUncontrolledOpen(next);
      latest.current.onOpenChange?.(next);
      emit({ type: next ? "open" : "close" });
    },
    [emit],
  );

  const [input, setInput] = useState("");
  const composerRef = useRef<HTMLTextAreaElement | null>(null);
  const focusComposer = useCallback(() => composerRef.current?.focus({ preventScroll: true }), []);

  const ask = useCallback(
    (question: string) => {
      const current = chatRef.current;
      const context = current.pendingContext.map((entry) => entry.item);
      if (!current.send(question)) return false;
      emit({ type: "ask", question: question.trim(), context, ...(current.thread && { threadId: current.thread.threadId }) });
      return true;
    },
    [emit],
  );
  const send = useCallback(() => {
    if (ask(input)) setInput("");
  }, [ask, input]);

  const [feedback, setFeedback] = useState<ReadonlyMap<string, "up" | "down">>(() => new Map());
  const onFeedback = useCallback(
    (message: UIMessage, value: "up" | "down") => {
      const messages = chatRef.current.messages;
      const index = messages.findIndex((m) => m.id === message.id);
      const question = messages.slice(0, Math.max(index, 0)).findLast((m) => m.role === "user")?.content;
      const threadId = chatRef.current.thread?.threadId;
      const entry = { messageId: message.id, value, ...(threadId && { threadId }), ...(question !== undefined && { question }) };
      setFeedback((map) => new Map(map).set(message.id, value));
      try {
        latest.current.onFeedback?.(entry);
      } catch (error) {
        console.error("docs-assistant-widget: onFeedback threw", error);
      }
      emit({ type: "feedback", feedback: entry });
    },
    [emit],
  );
  const onSuggestionClick = useCallback(
    (suggestion: Suggestion) => {
      emit({ type: "suggestion-click", suggestion });
      if (!ask(suggestion.text)) setInput(suggestion.text);
    },
    [ask, emit],
  );
  const onSourceClick = useCallback((page: CitedPage) => emit({ type: "source-click", page }), [emit]);

  const addContext = useCallback(
    (item: ContextItem) => {
      const added = chatRef.current.addContext(item);
      if (added) emit({ type: "context-added", item: added.item, truncated: added.truncated });
      return added;
    },
    [emit],
  );
  const newConversation = useCallback(() => {
    chatRef.current.newConversation();
    setFeedback(new Map());
  }, []);

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
        setOpen(true);
      },
      newConversation,
    }),
    [setOpen, focusComposer, ask, addContext, newConversation],
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
    onSuggestionClick,
    onSourceClick,
    newConversation,
    handle,
  };
}

export type WidgetController = ReturnType<typeof useWidgetController>;
