import type { UIMessage } from "@ai-sdk/ui-utils";
import { safeUrl } from "../markdown/urlPolicy";
import { splitSuggestions, type Suggestion } from "../protocol";

/**
 * The follow-up suggestions of every text part of a message, deduplicated by their text, each `path`
 * through the URL policy (left out when refused).
 */
export function messageSuggestions(message: Pick<UIMessage, "parts">): Suggestion[] {
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const part of message.parts ?? []) {
    if (part.type !== "text") continue;
    for (const suggestion of splitSuggestions(part.text).suggestions) {
      const key = suggestion.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      suggestions.push(safeSuggestion(suggestion));
    }
  }
  return suggestions;
}

/** True when two lists of suggestions would render the same. */
export function sameSuggestions(a: readonly Suggestion[], b: readonly Suggestion[]): boolean {
  return a === b || (a.length === b.length && a.every((s, i) => s.text === b[i]!.text && s.path === b[i]!.path));
}

/** The suggestion with its `path` through the URL policy (left out when refused). */
export function safeSuggestion({ text, path }: Suggestion): Suggestion {
  const safePath = safeUrl(path);
  return safePath === undefined ? { text } : { text, path: safePath };
}
