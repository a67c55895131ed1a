import type { ToolInvocation } from "@ai-sdk/ui-utils";
import type { ComponentType } from "react";
import { isMarkNotFound, SEARCH_TOOL_NAME, type CitedPage } from "../protocol";
import { isToolErrorResult } from "../protocol/uiMessageStreamV2";
import { useAssistantComponents, type ToolViewProps } from "./assistantComponents";
import { GenericToolInvocation } from "./GenericToolInvocation";
import { usePartLabels } from "./partLabels";
import { SearchToolInvocation } from "./SearchToolInvocation";

/** Props of {@link ToolInvocationPart}. */
export interface ToolInvocationPartProps {
  /** The tool call, in one of the states `partial-call`, `call`, `result`. */
  toolInvocation: ToolInvocation;
  /** Called when the reader follows a page found by a search (the built-in `search` view). */
  onSourceClick?: (page: CitedPage) => void;
  /**
   * True when the message is done but this call got no result (Stop, a cut reply, a tool the
   * server never ran): it is shown as ended, not as running forever. @default false
   */
  unfinished?: boolean;
}

/**
 * A `tool-invocation` part: what the assistant is doing or did. A view from `components.tools` (by
 * tool name) draws it when there is one; otherwise `search` says what it searches for and lists the
 * pages found, `markNotFound` says the docs do not cover the question, and any other tool gets
 * `components.ToolFallback` or a readable line with its arguments and result as text.
 */
export function ToolInvocationPart({ toolInvocation, onSourceClick, unfinished = false }: ToolInvocationPartProps) {
  const labels = usePartLabels();
  const { tools, ToolFallback } = useAssistantComponents();
  const { state, toolName } = toolInvocation;
  const ended = unfinished && state !== "result";
  // v4 has no error state: a call the service reports as failed ends as a result carrying its error.
  const failed = state === "result" && isToolErrorResult(toolInvocation.result);
  const builtIn = toolName === SEARCH_TOOL_NAME || isMarkNotFound(toolName);
  // Own keys only: a tool named `constructor` or `toString` must not find Object's.
  const Custom: ComponentType<ToolViewProps> | undefined = (tools && Object.hasOwn(tools, toolName) ? tools[toolName] : undefined) ?? (builtIn ? undefined : ToolFallback);
  return (
    <div className="daw-part daw-tool" data-part="tool-invocation" data-state={state} data-tool={toolName} data-unfinished={ended || undefined} data-failed={failed || undefined}>
      {Custom ? (
        <Custom toolInvocation={toolInvocation} unfinished={ended} />
      ) : ended ? (
        <p className="daw-tool-status daw-tool-unfinished">{toolName === SEARCH_TOOL_NAME ? labels.searchUnfinished : labels.toolUnfinished(toolName)}</p>
      ) : failed ? (
        <p className="daw-tool-status daw-tool-failed">{toolName === SEARCH_TOOL_NAME ? labels.searchFailed : labels.toolFailed(toolName)}</p>
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
