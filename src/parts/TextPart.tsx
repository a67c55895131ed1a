import { memo, useMemo } from "react";
import { StreamingMarkdown } from "../markdown/StreamingMarkdown";
import { answerMarkdown } from "./answerMarkdown";
import { useAssistantComponents } from "./assistantComponents";
import { usePartLabels } from "./partLabels";

/** Props of {@link TextPart}. */
export interface TextPartProps {
  /** The part's text as the service wrote it; its `suggestions` block is left out (see `SuggestionList`). */
  text: string;
  /** True while this text still grows: unfinished markdown is completed. @default false */
  isStreaming?: boolean;
  /** True when this text stopped before its end (Stop, an error, a cut): its unfinished markdown is completed too. @default false */
  cutShort?: boolean;
}

/** A `text` part: the answer's markdown, streamed block by block, drawn with `components` (`CodeBlock`, `Link`, `markdown`). */
export const TextPart = memo(function TextPart({ text, isStreaming = false, cutShort = false }: TextPartProps) {
  const labels = usePartLabels();
  const components = useAssistantComponents();
  const markdown = useMemo(() => answerMarkdown(text, isStreaming || cutShort), [text, isStreaming, cutShort]);
  return (
    <div className="daw-part daw-text-part" data-part="text">
      <StreamingMarkdown
        markdown={markdown}
        isStreaming={isStreaming}
        unfinished={cutShort}
        caret={isStreaming}
        labels={labels}
        components={components}
      />
    </div>
  );
});
