import { splitSuggestions } from "../protocol";

const SUGGESTIONS_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*suggestions[ \t]*$/m;
const FENCE_START = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([a-z]*)$/;

/**
 * The markdown of a text part: its text without the `suggestions` block. While streaming, a last
 * line that may still become that block's opening fence ("```sugg") is held back too, so the
 * reader never sees it flash as a code block.
 */
export function answerMarkdown(text: string, isStreaming = false): string {
  const markdown = SUGGESTIONS_FENCE.test(text) ? splitSuggestions(text).markdown : text;
  if (!isStreaming) return markdown;
  // Only the last line is read: this runs on every streamed update, and the answer may be long.
  const lastLineStart = markdown.lastIndexOf("\n") + 1;
  const partialFence = FENCE_START.exec(markdown.slice(lastLineStart));
  if (partialFence && "suggestions".startsWith(partialFence[1]!)) return markdown.slice(0, Math.max(0, lastLineStart - 1));
  return markdown;
}
