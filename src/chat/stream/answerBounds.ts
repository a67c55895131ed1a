import { readSearchResults, SEARCH_TOOL_NAME, type StreamPart } from "../../protocol";

/*
 * What one answer may hold. Each is far above what a real answer holds, and low enough that the
 * page never spends seconds on it: useChat copies the whole message for every part it reads, and
 * every cited page, part and character is drawn. Past any of them the answer stops where it is,
 * with an alert (`too-large`).
 */

/** Bytes of one reply (the body as read): a real reply, with a few searches of whole pages, is a few hundred kB. */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;
/** Characters of one line of the reply (one part): a search result holding whole pages is the longest. */
export const MAX_LINE_CHARS = 4 * 1024 * 1024;
/** Characters of text and reasoning in one answer: a long real answer is 10 to 30 thousand. */
export const MAX_ANSWER_CHARS = 250_000;
/** Parts of one answer (steps, tool calls, sources, files, text and reasoning runs): a real one has a few dozen. */
export const MAX_ANSWER_PARTS = 1_000;
/** Sources (`h:` parts) of one answer: a real one cites fewer than 50 pages. */
export const MAX_SOURCES = 100;
/** Search results in one answer's `search` tool results, all searches together: 5 per search by default. */
export const MAX_SEARCH_RESULTS = 200;
/** Characters of one search result's page content: a real page is under 100 kB. */
export const MAX_SEARCH_RESULT_CHARS = 2_000_000;
/** Items of data (`2:`) and of annotations (`8:`) in one answer: a real one has one of each at most. */
export const MAX_DATA_ITEMS = 100;
/** Characters of streamed tool-call arguments (`c:`) in one answer: a search query is a line. */
export const MAX_TOOL_ARGS_CHARS = 100_000;

/** Counts what an answer holds, part by part, against the bounds above. */
export interface AnswerBounds {
  /** Takes the next part; returns what it took past a bound, or `undefined` while within them all. */
  exceeded: (part: StreamPart) => string | undefined;
}

/** A fresh count for one reply. */
export function createAnswerBounds(): AnswerBounds {
  let chars = 0;
  let parts = 0;
  let sources = 0;
  let searchResults = 0;
  let data = 0;
  let annotations = 0;
  let toolArgs = 0;
  let previous: StreamPart["type"] | undefined;
  const toolNames = new Map<string, string>();

  const count = (part: StreamPart): string | undefined => {
    switch (part.type) {
      case "text":
      case "reasoning":
        chars += part.value.length;
        // A run of text (or reasoning) is one part; a new run starts after anything else.
        if (previous !== part.type) parts += 1;
        return chars > MAX_ANSWER_CHARS ? `more than ${MAX_ANSWER_CHARS} characters of text` : undefined;
      case "source":
        sources += 1;
        parts += 1;
        return sources > MAX_SOURCES ? `more than ${MAX_SOURCES} sources` : undefined;
      case "data":
        data += part.value.length;
        return data > MAX_DATA_ITEMS ? `more than ${MAX_DATA_ITEMS} data items` : undefined;
      case "message_annotations":
        annotations += part.value.length;
        return annotations > MAX_DATA_ITEMS ? `more than ${MAX_DATA_ITEMS} annotations` : undefined;
      case "tool_call_streaming_start":
      case "tool_call":
        toolNames.set(part.value.toolCallId, part.value.toolName);
        parts += 1;
        return undefined;
      case "tool_call_delta":
        toolArgs += part.value.argsTextDelta.length;
        return toolArgs > MAX_TOOL_ARGS_CHARS ? `more than ${MAX_TOOL_ARGS_CHARS} characters of tool arguments` : undefined;
      case "tool_result":
        return toolNames.get(part.value.toolCallId) === SEARCH_TOOL_NAME ? countSearch(part.value.result) : undefined;
      case "start_step":
      case "redacted_reasoning":
      case "file":
        parts += 1;
        return undefined;
      default:
        return undefined;
    }
  };

  const countSearch = (result: unknown): string | undefined => {
    const results = readSearchResults(result);
    searchResults += results.length;
    if (searchResults > MAX_SEARCH_RESULTS) return `more than ${MAX_SEARCH_RESULTS} search results`;
    const long = results.some((hit) => typeof hit.content === "string" && hit.content.length > MAX_SEARCH_RESULT_CHARS);
    return long ? `a search result of more than ${MAX_SEARCH_RESULT_CHARS} characters` : undefined;
  };

  return {
    exceeded(part) {
      const over = count(part);
      previous = part.type;
      return over ?? (parts > MAX_ANSWER_PARTS ? `more than ${MAX_ANSWER_PARTS} parts` : undefined);
    },
  };
}
