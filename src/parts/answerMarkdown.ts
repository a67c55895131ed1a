import { splitSuggestions } from "../protocol";

const SUGGESTIONS_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*suggestions[ \t]*$/m;
const LAST_LINE_FENCE_START = /(?:^|\n) {0,3}(?:`{3,}|~{3,})[ \t]*([a-z]*)$/;

/**
 * The markdown of a text part: its text without the `suggestions` block. While streaming, a last
 * line that may still become that block's opening fence ("```sugg") is held back too, so the
 * reader never sees it flash as a code block.
 */
export function answerMarkdown(text: string, isStreaming = false): string {
  const markdown = SUGGESTIONS_FENCE.test(text) ? splitSuggestions(text).markdown : text;
  if (!isStreaming) return markdown;
  const partialFence = LAST_LINE_FENCE_START.exec(markdown);
  if (partialFence && "suggestions".startsWith(partialFence[1]!)) return markdown.slice(0, partialFence.index);
  return markdown;
}
