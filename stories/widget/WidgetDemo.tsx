import { useEffect, useRef, useState } from "react";
import { createScriptedFetch, type ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import type { ContextItem } from "../../src/protocol";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import type { AssistantWidgetHandle } from "../../src/widget/assistantWidgetHandle";
import type { AssistantWidgetProps } from "../../src/widget/assistantWidgetProps";

/** Props of {@link WidgetDemo}: the widget's, plus a script and what to do on mount. */
export interface WidgetDemoProps extends Partial<AssistantWidgetProps> {
  /** The service's replies, in order (the last repeats). Ignored when `fetch` is given. */
  replies?: ScriptedReply[];
  /** Asked once on mount, to show the state that follows. */
  question?: string;
  /** Added once on mount, before `question`. */
  context?: ContextItem[];
}

let demoCount = 0;

/** The widget against a scripted service: every state reachable without a network. */
export function WidgetDemo({ replies = [], question, context, ...props }: WidgetDemoProps) {
  const ref = useRef<AssistantWidgetHandle>(null);
  // The script is read once: replies hold gates and streams that must not be rebuilt on re-render.
  const [scripted] = useState(() => createScriptedFetch(replies));
  const [ownDomain] = useState(() => `story-${++demoCount}`);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    for (const item of context ?? []) ref.current?.addContext(item);
    if (question) ref.current?.ask(question);
  }, [context, question]);
  return (
    <AssistantWidget
      ref={ref}
      apiKey="svc_dsc_story_public"
      threadStorage="none"
      defaultOpen={props.mode !== "inline"}
      {...props}
      domain={props.domain && props.domain !== "demo" ? props.domain : ownDomain}
      fetch={props.fetch ?? scripted}
    />
  );
}
