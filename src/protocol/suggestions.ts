/**
 * Follow-up suggestions: answers may end with a fenced block of language
 * `suggestions` whose lines read `(text)[/path]`, parentheses and brackets swapped.
 */

/** A follow-up question the reader can ask with one click. */
export interface Suggestion {
  text: string;
  /** The page the suggestion is about, when the service named one. Not yet checked by a URL policy. */
  path?: string;
}

/** An answer's text split into what to render as markdown and its suggestions. */
export interface SplitAnswer {
  markdown: string;
  suggestions: Suggestion[];
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})[ \t]*suggestions[ \t]*$/;

/**
 * Removes every `suggestions` block from the answer and parses its lines. A block that is still
 * arriving (no closing fence yet) is removed too, so a streaming answer never shows the raw lines.
 */
export function splitSuggestions(text: string): SplitAnswer {
  if (!text.includes("suggestions")) return { markdown: text, suggestions: [] };
  const kept: string[] = [];
  const suggestions: Suggestion[] = [];
  let closingFence: string | undefined;
  for (const line of text.split("\n")) {
    if (closingFence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open) closingFence = open[1];
      else kept.push(line);
      continue;
    }
    if (isClosingFence(line, closingFence)) {
      closingFence = undefined;
      continue;
    }
    const suggestion = parseSuggestionLine(line);
    if (suggestion) suggestions.push(suggestion);
  }
  return { markdown: kept.join("\n").replace(/\n+$/, text.endsWith("\n") ? "\n" : ""), suggestions: dedupe(suggestions) };
}

/**
 * Reads one line of the block: `(text)[/path]` as the service writes it, and for tolerance the
 * markdown-link order `[text](/path)`, a list bullet, or plain text.
 */
export function parseSuggestionLine(line: string): Suggestion | undefined {
  const trimmed = line.trim().replace(/^[-*+]\s+/, "");
  if (trimmed === "") return undefined;
  const swapped = /^\((.*)\)\[([^\]]*)\]$/.exec(trimmed);
  if (swapped) return withPath(swapped[1]!, swapped[2]!);
  const link = /^\[(.*)\]\(([^)]*)\)$/.exec(trimmed);
  if (link) return withPath(link[1]!, link[2]!);
  return { text: trimmed };
}

function withPath(text: string, path: string): Suggestion | undefined {
  const cleanText = text.trim();
  if (cleanText === "") return undefined;
  const cleanPath = path.trim();
  return cleanPath ? { text: cleanText, path: cleanPath } : { text: cleanText };
}

function isClosingFence(line: string, opening: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= opening.length && trimmed === opening[0]!.repeat(trimmed.length);
}

function dedupe(suggestions: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = suggestion.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Writes suggestions as the service does, for the mock server and tests. */
export function formatSuggestionsBlock(suggestions: Suggestion[]): string {
  const lines = suggestions.map((s) => `(${s.text})[${s.path ?? ""}]`);
  return ["```suggestions", ...lines, "```"].join("\n");
}
