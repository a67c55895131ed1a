import { useEffect, useRef, useState } from "react";
import { conversationsStorageKey } from "../../src/chat/conversationRepository";
import { storageSlot } from "../../src/chat/storageSlot";
import { serializeConversations, type StoredConversation } from "../../src/chat/storedConversations";
import { createScriptedFetch, type ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import type { ContextItem } from "../../src/protocol";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import type { AssistantWidgetHandle } from "../../src/widget/assistantWidgetHandle";
import type { AssistantWidgetProps } from "../../src/widget/assistantWidgetProps";
import { chooseFiles, dragFilesOver } from "./chooseFiles";
import { pressInOrder } from "./pressInOrder";

/** Props of {@link WidgetDemo}: the widget's, plus a script and what to do on mount. */
export interface WidgetDemoProps extends Partial<AssistantWidgetProps> {
  /** The service's replies, in order (the last repeats). Ignored when `fetch` is given. */
  replies?: ScriptedReply[];
  /** Asked once on mount, to show the state that follows. */
  question?: string;
  /** Added once on mount, before `question`. */
  context?: ContextItem[];
  /** Earlier conversations already in this demo's list (kept where `threadStorage` says, memory by default). */
  conversations?: StoredConversation[];
  /**
   * Buttons pressed once on mount, in order, each as soon as it shows (found by its accessible name):
   * `["Conversations"]` opens the list, `["Not helpful", "Outdated"]` the feedback form with a reason.
   */
  press?: string[];
  /** Files chosen in the composer's picker on mount (with `attachments`); `question` is asked once they are in. */
  files?: File[];
  /** Files dragged over the panel on mount: the drop overlay shows. */
  dragging?: boolean;
  /** The id of one of `conversations`, on screen from the start (as after a reload). */
  activeConversation?: string;
}

let demoCount = 0;

/** The widget against a scripted service: every state reachable without a network. */
export function WidgetDemo({ replies = [], question, context, conversations, press, files, dragging, activeConversation, ...props }: WidgetDemoProps) {
  const ref = useRef<AssistantWidgetHandle>(null);
  // The script is read once: replies hold gates and streams that must not be rebuilt on re-render.
  const [scripted] = useState(() => createScriptedFetch(replies));
  const threadStorage = props.threadStorage ?? "none";
  const [ownDomain] = useState(() => `story-${++demoCount}`);
  const domain = props.domain && props.domain !== "demo" ? props.domain : ownDomain;
  // Seeded once, before the widget first reads its list.
  useState(() => {
    const text = serializeConversations({ conversations: [...(conversations ?? [])], ...(activeConversation && { activeId: activeConversation }) });
    if (text) storageSlot(threadStorage, conversationsStorageKey(domain)).write(text);
  });
  const [presses] = useState(() => press ?? []);
  // Inline panels render in place, so a page of them (All states) presses each one's own buttons;
  // popovers and sidebars render at the end of <body>.
  const inlineScope = useRef<HTMLDivElement>(null);
  const inline = props.mode === "inline";
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const item of context ?? []) ref.current?.addContext(item);
    if (question && !files) ref.current?.ask(question);
  }, [context, question, files]);
  const [chosen] = useState(() => files);
  useEffect(() => {
    const scope = () => (inline ? inlineScope.current : document.body);
    if (dragging) return dragFilesOver(scope);
    if (!chosen) return;
    return chooseFiles(chosen, scope, () => question && ref.current?.ask(question));
  }, [chosen, dragging, inline, question]);
  useEffect(() => {
    if (presses.length === 0) return;
    return pressInOrder(presses, () => (inline ? inlineScope.current : document.body));
  }, [presses, inline]);
  const widget = (
    <AssistantWidget
      ref={ref}
      apiKey="svc_dsc_story_public"
      threadStorage={threadStorage}
      defaultOpen={!inline}
      {...props}
      domain={domain}
      fetch={props.fetch ?? scripted}
    />
  );
  return inline && (presses.length > 0 || chosen || dragging) ? (
    <div ref={inlineScope} style={{ display: "contents" }}>
      {widget}
    </div>
  ) : (
    widget
  );
}
