import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { createScriptedFetch, type ScriptedReply } from "../../chat/testing/scriptedFetch";
import type { AssistantWidgetHandle } from "../assistantWidgetHandle";
import { AssistantWidget } from "../AssistantWidget";
import type { AssistantWidgetProps } from "../assistantWidgetProps";
import type { AssistantWidgetEvent } from "../widgetEvents";

/** jsdom has no ResizeObserver; Radix's popper measures with it. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

let domainCount = 0;

/** Renders the widget against scripted replies, with a fresh domain (so stored threads never leak between tests). */
export function renderWidget(replies: ScriptedReply[], props: Partial<AssistantWidgetProps> = {}) {
  const fetch = createScriptedFetch(replies);
  const ref = createRef<AssistantWidgetHandle>();
  const events: AssistantWidgetEvent[] = [];
  const domain = props.domain ?? `widget-${++domainCount}`;
  const user = userEvent.setup();
  const view = render(
    <AssistantWidget ref={ref} domain={domain} apiKey="svc_dsc_test_key" fetch={fetch} onEvent={(event) => events.push(event)} {...props} />,
  );
  return { ...view, fetch, ref, events, user, domain };
}

/** Opens the popover with the launcher and returns the message box. */
export async function openWidget(user: ReturnType<typeof userEvent.setup>, launcher = "Ask AI") {
  await user.click(screen.getByRole("button", { name: launcher }));
  return screen.getByRole("textbox", { name: "Message" });
}

/** Types a question and presses Enter. */
export async function askQuestion(user: ReturnType<typeof userEvent.setup>, question: string) {
  const box = screen.getByRole("textbox", { name: "Message" });
  await user.type(box, question);
  await user.keyboard("{Enter}");
}

/** The transcript's messages of one role. */
export function messagesOf(role: "user" | "assistant"): HTMLElement[] {
  return Array.from(screen.getByRole("log").querySelectorAll<HTMLElement>(`[data-role="${role}"]`));
}
