import type { ToolInvocation, UIMessage } from "@ai-sdk/ui-utils";
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { MarkdownComponents } from "../markdown/markdownComponents";
import type { ContextItem } from "../protocol";
import type { Passage } from "./findPassage";
import type { SourcePage } from "./searchedPages";
import type { SourceListProps } from "./SourceList";
import type { SuggestionListProps } from "./SuggestionList";

/** What a tool's view receives: the part's `toolInvocation`, in any state. */
export interface ToolViewProps {
  /** The tool call, in one of the states `partial-call`, `call`, `result`. */
  toolInvocation: ToolInvocation;
  /** True when the message is done but this call got no result (Stop, a cut reply): it will never finish. @default false */
  unfinished?: boolean;
}

/** What the view of a citation's passage receives. */
export interface PassageViewProps {
  /** The cited page (its title, where it goes, its version and language when the search gave them). */
  page: SourcePage;
  /** Its number among the answer's sources. */
  number: number;
  /**
   * The sentences of the page the citation rests on (from the search result's `content`), with the
   * heading of their section; undefined when the search gave no text of the page that matches.
   */
  passage?: Passage;
}

/** What the view of the reader's own message receives. */
export interface UserMessageProps {
  /** The message (a useChat v4 `UIMessage` with `role: "user"`). */
  message: UIMessage;
  /** What the reader asked, as they typed it. */
  text: string;
  /** The page context that went with the question (text selections, code blocks), in order; often none. */
  context: ReadonlyArray<ContextItem>;
  /**
   * The files sent with the question as the widget draws them (a thumbnail or a file chip each),
   * `null` when there are none: put it where it fits.
   */
  files: ReactNode;
}

/**
 * How answers are drawn, piece by piece: the markdown's `CodeBlock`, `Link` and
 * `markdown` map, plus views of tool calls and of the passage a citation rests on. Each key optional; the widget's own components otherwise.
 * Keep the object stable (a module constant or `useMemo`): a new map re-renders every message.
 */
export interface AssistantComponents extends MarkdownComponents {
  /** Views of tool calls by tool name (`search`, `markNotFound`, or your own). @default the built-in views */
  tools?: Readonly<Record<string, ComponentType<ToolViewProps>>>;
  /** The view of tools that `tools` does not name and the widget has no view of its own for. @default GenericToolInvocation */
  ToolFallback?: ComponentType<ToolViewProps>;
  /**
   * The inside of the card shown while a citation (a link to a source, its number, a source in the
   * list) is hovered, focused or pressed: the widget places, opens and closes it. @default CitationPassage
   */
  Passage?: ComponentType<PassageViewProps>;
  /**
   * The list of pages a finished answer cites, under it. Receives `pages` (numbered in this order, as
   * the answer's citations are), `kind` (`"closest"` when the docs do not cover the question) and
   * `onSourceClick`. Draw each page's link with `SafeLink`, which applies the URL policy and `Link`. @default SourceList
   */
  SourceList?: ComponentType<SourceListProps>;
  /**
   * The follow-up questions under a finished answer. Receives `suggestions` (each `path` already through
   * the URL policy) and `onSuggestionClick`, which asks the question. @default SuggestionList
   */
  SuggestionList?: ComponentType<SuggestionListProps>;
  /** The inside of each of the reader's messages (their question, and what it was about). @default UserMessage */
  UserMessage?: ComponentType<UserMessageProps>;
}

const NO_COMPONENTS: AssistantComponents = {};

/** The components map the parts read; the widget's own components unless a provider says otherwise. */
export const AssistantComponentsContext = createContext<AssistantComponents>(NO_COMPONENTS);
AssistantComponentsContext.displayName = "AssistantComponentsContext";

/** The components map in effect (empty when nothing was given: every part then draws its default). */
export function useAssistantComponents(): AssistantComponents {
  return useContext(AssistantComponentsContext);
}
