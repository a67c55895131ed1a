import type { UIMessage } from "@ai-sdk/ui-utils";
import { memo, useEffect, useMemo } from "react";
import { isMarkNotFound, isUnfinishedAnswer, type CitedPage, type Suggestion } from "../protocol";
import { useAssistantComponents } from "./assistantComponents";
import { CitationContext, createCitations, messageText } from "./citations";
import { CitingAnswer } from "./CitingAnswer";
import { messageSources, samePages } from "./messageSources";
import { messageSuggestions } from "./messageSuggestions";
import { ReasoningPart } from "./ReasoningPart";
import { samePart, type UIPart } from "./samePart";
import { shallowEqual } from "./shallowEqual";
import { PassageCard } from "./PassageCard";
import { searchedPages, searchesKey, type SourcePage } from "./searchedPages";
import { SourceList } from "./SourceList";
import { StepStartPart } from "./StepStartPart";
import { SuggestionList } from "./SuggestionList";
import { TextPart } from "./TextPart";
import { ToolInvocationPart } from "./ToolInvocationPart";
import { useKeptWhileSame } from "./useKeptWhileSame";
import { useStableCallback } from "./useStableCallback";
import { warnUnknownPartOnce } from "./warnUnknownPart";

/** Props of {@link MessageParts}. */
export interface MessagePartsProps {
  /** The message whose parts to render: a useChat v4 UIMessage (from "@ai-sdk/ui-utils"). */
  message: UIMessage;
  /** True while this message is still streaming (unfinished markdown completed, reasoning open). @default false */
  isStreaming?: boolean;
  /** Called when the reader clicks a follow-up suggestion. */
  onSuggestionClick?: (suggestion: Suggestion) => void;
  /** Called when the reader clicks a cited page. */
  onSourceClick?: (page: CitedPage) => void;
}

/**
 * Every part of a message in order, then, once it is done, the pages it cites and its follow-up
 * questions (drawn when nothing more comes, so they never move while it streams; by
 * `components.SourceList` and `components.SuggestionList` when given). Links in the text to
 * a cited page carry its number, and show the passage they rest on. Each part is memoized by value, so
 * while the last part streams the others do not re-render, even though useChat hands over a cloned
 * message on every update.
 */
export const MessageParts = memo(function MessageParts({
  message,
  isStreaming = false,
  onSuggestionClick,
  onSourceClick,
}: MessagePartsProps) {
  const components = useAssistantComponents();
  const Sources = components.SourceList ?? SourceList;
  const Suggestions = components.SuggestionList ?? SuggestionList;
  const handleSourceClick = useStableCallback(onSourceClick);
  const handleSuggestionClick = useStableCallback(onSuggestionClick);
  // useChat keeps the identity of every message but the streaming one: earlier answers cost nothing here.
  const parts = message.parts ?? [];
  const answered = parts.some((part) => part.type === "text" && part.text.trim() !== "");
  const notCovered = parts.some((part) => part.type === "tool-invocation" && isMarkNotFound(part.toolInvocation.toolName));
  const sources = useKeptWhileSame(useMemo(() => (answered ? messageSources(message) : NO_PAGES), [message, answered]), samePages);
  // A search's results do not change once they have come: read again only when another search has.
  const searches = searchesKey(message);
  const searched = useMemo(() => searchedPages(message), [searches]); // eslint-disable-line react-hooks/exhaustive-deps
  // While it streams, a passage is looked for in the text as it is when the reader points at a citation.
  const currentText = useStableCallback(() => messageText(message));
  const citations = useMemo(() => createCitations(notCovered ? NO_PAGES : sources, searched, currentText), [sources, searched, notCovered, currentText]);
  const suggestions = useMemo(() => (isStreaming ? NO_SUGGESTIONS : messageSuggestions(message)), [message, isStreaming]);
  // An answer that stopped before its end: its last text is drawn as it was while streaming.
  const cutShortAt = !isStreaming && isUnfinishedAnswer(message) ? parts.findLastIndex((part) => part.type === "text") : -1;
  return (
    <div className="daw-message-parts" data-awaiting-text={(isStreaming && !answered) || undefined}>
      <CitationContext.Provider value={citations}>
        <PassageCard>
          {parts.map((part, index) => (
            <PartView
              key={index}
              part={part}
              isStreaming={isStreaming && index === parts.length - 1}
              cutShort={index === cutShortAt}
              unfinished={!isStreaming && part.type === "tool-invocation" && part.toolInvocation.state !== "result"}
              onSourceClick={handleSourceClick}
            />
          ))}
          {/* Drawn once the answer is done: under a growing answer they would be pushed down as it grows. */}
          {isStreaming || sources.length === 0 ? null : <Sources pages={sources} onSourceClick={handleSourceClick} kind={notCovered ? "closest" : "sources"} />}
        </PassageCard>
      </CitationContext.Provider>
      {suggestions.length > 0 && <Suggestions suggestions={suggestions} onSuggestionClick={handleSuggestionClick} />}
    </div>
  );
});

const NO_SUGGESTIONS: Suggestion[] = [];
const NO_PAGES: SourcePage[] = [];

interface PartViewProps {
  part: UIPart;
  isStreaming: boolean;
  /** The text an answer stopped in, before its end. */
  cutShort: boolean;
  /** A tool call that will get no result: its message is done. */
  unfinished: boolean;
  onSourceClick: (page: CitedPage) => void;
}

const PartView = memo(
  function PartView({ part, isStreaming, cutShort, unfinished, onSourceClick }: PartViewProps) {
    switch (part.type) {
      case "text":
        return (
          <CitingAnswer>
            <TextPart text={part.text} isStreaming={isStreaming} cutShort={cutShort} />
          </CitingAnswer>
        );
      case "reasoning":
        return <ReasoningPart reasoning={part.reasoning} details={part.details} isStreaming={isStreaming} />;
      case "tool-invocation":
        return <ToolInvocationPart toolInvocation={part.toolInvocation} unfinished={unfinished} onSourceClick={onSourceClick} />;
      case "step-start":
        return <StepStartPart />;
      case "source":
        // Listed once, numbered and deduplicated, at the end of the message (SourceList).
        return null;
      case "file":
        return <UnknownPart type={part.type} />;
      default: {
        const unexpected: never = part;
        return <UnknownPart type={(unexpected as { type?: unknown }).type} />;
      }
    }
  },
  ({ part: a, ...aRest }, { part: b, ...bRest }) => samePart(a, b) && shallowEqual(aRest, bRest),
);

/** A part type this version does not render: nothing on screen, one warning per type. */
function UnknownPart({ type }: { type: unknown }) {
  useEffect(() => warnUnknownPartOnce(type), [type]);
  return null;
}
