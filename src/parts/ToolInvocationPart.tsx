import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { isMarkNotFound, SEARCH_TOOL_NAME, type CitedPage } from "../protocol";
import { GenericToolInvocation } from "./GenericToolInvocation";
import { usePartLabels } from "./partLabels";
import { SearchToolInvocation } from "./SearchToolInvocation";

export interface ToolInvocationPartProps {
  /** The tool call, in one of the states `partial-call`, `call`, `result`. */
  toolInvocation: ToolInvocation;
  /** Called when the reader follows a page found by a search. */
  onSourceClick?: (page: CitedPage) => void;
  /**
   * True when the message is done but this call got no result (Stop, a cut reply, a tool the
   * server never ran): it is shown as ended, not as running forever. @default false
   */
  unfinished?: boolean;
}

/**
 * A `tool-invocation` part: what the assistant is doing or did. `search` says what it searches for
 * and lists the pages found; `markNotFound` says the docs do not cover the question; any other tool
 * gets a readable line with its arguments and result as text in collapsible details.
 */
export function ToolInvocationPart({ toolInvocation, onSourceClick, unfinished = false }: ToolInvocationPartProps) {
  const labels = usePartLabels();
  const { state, toolName } = toolInvocation;
  const ended = unfinished && state !== "result";
  return (
    <div className="daw-part daw-tool" data-part="tool-invocation" data-state={state} data-tool={toolName} data-unfinished={ended || undefined}>
      {ended ? (
        <p className="daw-tool-status daw-tool-unfinished">{toolName === SEARCH_TOOL_NAME ? labels.searchUnfinished : labels.toolUnfinished(toolName)}</p>
      ) : isMarkNotFound(toolName) ? (
        <p className="daw-tool-status daw-tool-not-found">{labels.notFound}</p>
      ) : toolName === SEARCH_TOOL_NAME ? (
        <SearchToolInvocation toolInvocation={toolInvocation} onSourceClick={onSourceClick} />
      ) : (
        <GenericToolInvocation toolInvocation={toolInvocation} />
      )}
    </div>
  );
}
