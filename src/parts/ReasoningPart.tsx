import type { ReasoningUIPart } from "@ai-sdk/ui-utils";
import { memo, useState } from "react";
import { StreamingMarkdown } from "../markdown/StreamingMarkdown";
import { useAssistantComponents } from "./assistantComponents";
import { usePartLabels } from "./partLabels";

/** Props of {@link ReasoningPart}. */
export interface ReasoningPartProps {
  /** The reasoning text. */
  reasoning: string;
  /** The reasoning in pieces as the service sent them; redacted pieces are shown as such, never their data. @default [] */
  details?: ReasoningUIPart["details"];
  /** True while the reasoning still arrives: the section is open and says "Thinking…". @default false */
  isStreaming?: boolean;
}

type Piece = { kind: "text"; text: string } | { kind: "redacted" };

/** A `reasoning` part: a collapsible "Thinking" section, open while it streams, closed after. */
export const ReasoningPart = memo(function ReasoningPart({ reasoning, details = [], isStreaming = false }: ReasoningPartProps) {
  const labels = usePartLabels();
  const components = useAssistantComponents();
  const [open, setOpen] = useState(isStreaming);
  const [wasStreaming, setWasStreaming] = useState(isStreaming);
  if (wasStreaming !== isStreaming) {
    setWasStreaming(isStreaming);
    setOpen(isStreaming);
  }
  const pieces = piecesOf(reasoning, details);
  return (
    <details
      className="daw-part daw-reasoning"
      data-part="reasoning"
      data-streaming={isStreaming || undefined}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="daw-reasoning-summary">{isStreaming ? labels.thinking : labels.thought}</summary>
      <div className="daw-reasoning-body">
        {pieces.map((piece, index) =>
          piece.kind === "text" ? (
            <StreamingMarkdown
              key={index}
              markdown={piece.text}
              isStreaming={isStreaming && index === pieces.length - 1}
              labels={labels}
              components={components}
            />
          ) : (
            <p key={index} className="daw-reasoning-redacted">
              {labels.reasoningRedacted}
            </p>
          ),
        )}
      </div>
    </details>
  );
});

/** Text pieces as they come, consecutive redacted pieces as one notice; the plain text when there are no details. */
function piecesOf(reasoning: string, details: ReasoningUIPart["details"]): Piece[] {
  if (details.length === 0) return reasoning ? [{ kind: "text", text: reasoning }] : [];
  const pieces: Piece[] = [];
  for (const detail of details) {
    if (detail.type === "text") {
      if (detail.text) pieces.push({ kind: "text", text: detail.text });
    } else if (pieces[pieces.length - 1]?.kind !== "redacted") {
      pieces.push({ kind: "redacted" });
    }
  }
  return pieces;
}
