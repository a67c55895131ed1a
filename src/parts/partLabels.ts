import { createContext, useContext } from "react";
import { DEFAULT_MARKDOWN_LABELS, type MarkdownLabels } from "../markdown/markdownLabels";

/** Every visible string of the part components (and, through `MarkdownLabels`, of the markdown). */
export interface PartLabels extends MarkdownLabels {
  /** Summary of the reasoning section while it streams. @default "Thinking…" */
  thinking: string;
  /** Summary of the reasoning section once done. @default "Thinking" */
  thought: string;
  /** Stands for reasoning the provider redacted (its data is never shown). @default "Some of the reasoning was redacted." */
  reasoningRedacted: string;
  /** Heading of the list of cited pages. @default "Sources" */
  sources: string;
  /** Heading of the pages listed under an answer the docs do not cover (a `markNotFound` call). @default "Closest pages" */
  closestPages: string;
  /** Read before the small number after a link to a cited page ("source 2"). @default "source" */
  citation: string;
  /** Heading of the follow-up questions. @default "Suggested questions" */
  suggestions: string;
  /** A `search` call whose arguments are still arriving. @default "Preparing a search…" */
  searchPreparing: string;
  /** A running `search` call. @default "Searching the docs for “{query}”…" */
  searching: (query: string | undefined) => string;
  /** A `search` call that ended without a result (Stop, or a cut reply). @default "The search did not finish" */
  searchUnfinished: string;
  /** A `search` call that failed (the service reported an error for it). @default "The search failed" */
  searchFailed: string;
  /** A finished `search` call. @default "Searched the docs for “{query}”" */
  searched: (query: string | undefined) => string;
  /** How many pages a search found. @default "{count} pages found" */
  pagesFound: (count: number) => string;
  /** The `markNotFound` tool: the question is not covered by the docs. @default "Not covered by the docs" */
  notFound: string;
  /** Another tool whose arguments are still arriving. @default "Preparing {tool}…" */
  toolPreparing: (toolName: string) => string;
  /** Another tool, running. @default "Running {tool}…" */
  toolRunning: (toolName: string) => string;
  /** Another tool that ended without a result. @default "{tool} did not finish" */
  toolUnfinished: (toolName: string) => string;
  /** Another tool that failed. @default "{tool} failed" */
  toolFailed: (toolName: string) => string;
  /** Another tool, done. @default "Used {tool}" */
  toolDone: (toolName: string) => string;
  /** Label of a tool call's arguments in its details. @default "Arguments" */
  toolArguments: string;
  /** Label of a tool call's result in its details. @default "Result" */
  toolResult: string;
  /** Note under a long value cut short. @default "Showing the first {shown} of {total} characters." */
  truncated: (shown: number, total: number) => string;
  /** Before the context a sent question was about. @default "About:" */
  about: string;
  /** A context item's kind. @default "Code" / "Selection" */
  contextKind: (type: "code" | "textSelection") => string;
}

/** The English defaults. */
export const DEFAULT_PART_LABELS: PartLabels = {
  ...DEFAULT_MARKDOWN_LABELS,
  thinking: "Thinking…",
  thought: "Thinking",
  reasoningRedacted: "Some of the reasoning was redacted.",
  sources: "Sources",
  closestPages: "Closest pages",
  citation: "source",
  suggestions: "Suggested questions",
  searchPreparing: "Preparing a search…",
  searching: (query) => (query ? `Searching the docs for “${query}”…` : "Searching the docs…"),
  searchUnfinished: "The search did not finish",
  searchFailed: "The search failed",
  searched: (query) => (query ? `Searched the docs for “${query}”` : "Searched the docs"),
  pagesFound: (count) => (count === 1 ? "1 page found" : `${count} pages found`),
  notFound: "Not covered by the docs",
  toolPreparing: (toolName) => `Preparing ${toolName}…`,
  toolRunning: (toolName) => `Running ${toolName}…`,
  toolUnfinished: (toolName) => `${toolName} did not finish`,
  toolFailed: (toolName) => `${toolName} failed`,
  toolDone: (toolName) => `Used ${toolName}`,
  toolArguments: "Arguments",
  toolResult: "Result",
  truncated: (shown, total) => `Showing the first ${shown.toLocaleString("en")} of ${total.toLocaleString("en")} characters.`,
  about: "About:",
  contextKind: (type) => (type === "code" ? "Code" : "Selection"),
};

/** The labels the part components read; English unless a provider (the widget's `labels`) says otherwise. */
export const PartLabelsContext = createContext<PartLabels>(DEFAULT_PART_LABELS);
PartLabelsContext.displayName = "PartLabelsContext";

/** The labels in effect. */
export function usePartLabels(): PartLabels {
  return useContext(PartLabelsContext);
}
