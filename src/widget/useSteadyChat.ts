import { useState } from "react";
import type { AssistantChat } from "../chat/useAssistantChat";

/**
 * `chat` as it was, while nothing but the text streaming into its messages changed: same number of
 * messages, and every other field (status, error, thread, pending context, actions) the same. A new
 * field is compared like the others, so nothing is held back by mistake.
 */
export function useSteadyChat(chat: AssistantChat): AssistantChat {
  // Derived state, updated while rendering (React re-renders at once, before anything is shown):
  // only a change other than streamed text costs that render.
  const [kept, setKept] = useState(chat);
  if (kept === chat || sameButText(kept, chat)) return kept;
  setKept(chat);
  return chat;
}

function sameButText(previous: AssistantChat, next: AssistantChat): boolean {
  if (previous === next) return true;
  if (previous.messages.length !== next.messages.length) return false;
  for (const key of Object.keys(next) as Array<keyof AssistantChat>) {
    if (key !== "messages" && previous[key] !== next[key]) return false;
  }
  return Object.keys(previous).length === Object.keys(next).length;
}
