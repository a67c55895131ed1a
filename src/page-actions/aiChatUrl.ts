import { safeUrl } from "../markdown/urlPolicy";

/** The chat assistants the menu can hand the page to, and where a new chat that starts with a prompt opens. */
export const AI_CHAT_URLS = {
  chatgpt: "https://chatgpt.com/?q=",
  claude: "https://claude.ai/new?q=",
} as const;

/** The address of the page to name in a prompt: the page as loaded, without its fragment. */
export function pageUrlOf(doc: Document): string {
  const url = new URL(doc.location.href);
  url.hash = "";
  return url.href;
}

/** A new chat in ChatGPT or Claude that starts with `prompt`, through the widget's URL policy: `undefined` when the policy refuses it. */
export function aiChatUrl(target: keyof typeof AI_CHAT_URLS, prompt: string): string | undefined {
  return safeUrl(`${AI_CHAT_URLS[target]}${encodeURIComponent(prompt)}`);
}
