import { useRef } from "react";
import type { AssistantChat } from "../chat/useAssistantChat";

/**
 * `chat` as it was, while nothing but the text streaming into its messages changed: same number of
 * messages, and every other field (status, error, thread, pending context, actions) the same. A new
 * field is compared like the others, so nothing is held back by mistake.
 */
export function useSteadyChat(chat: AssistantChat): AssistantChat {
  const kept = useRef(chat);
  if (!sameButText(kept.current, chat)) kept.current = chat;
  return kept.current;
}

function sameButText(previous: AssistantChat, next: AssistantChat): boolean {
  if (previous === next) return true;
  if (previous.messages.length !== next.messages.length) return false;
  for (const key of Object.keys(next) as Array<keyof AssistantChat>) {
    if (key !== "messages" && previous[key] !== next[key]) return false;
  }
  return Object.keys(previous).length === Object.keys(next).length;
}
