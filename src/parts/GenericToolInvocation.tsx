import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { useMemo, useState } from "react";
import { formatToolValue } from "./formatToolValue";
import { usePartLabels } from "./partLabels";

/** Props of {@link GenericToolInvocation} (a tool view: `ToolViewProps`). */
export interface GenericToolInvocationProps {
  /** A call of a tool this widget has no special view for. */
  toolInvocation: ToolInvocation;
}

/** Any other tool: a readable line per state, arguments and result as escaped text in collapsible details. */
export function GenericToolInvocation({ toolInvocation }: GenericToolInvocationProps) {
  const labels = usePartLabels();
  const [open, setOpen] = useState(false);
  const { state, toolName } = toolInvocation;
  const status =
    state === "partial-call" ? labels.toolPreparing(toolName) : state === "call" ? labels.toolRunning(toolName) : labels.toolDone(toolName);
  return (
    <details className="daw-tool-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="daw-tool-status">{status}</summary>
      {/* Formatted only once opened: a result can be a whole page of JSON. */}
      {open ? <ToolValues toolInvocation={toolInvocation} /> : null}
    </details>
  );
}

function ToolValues({ toolInvocation }: GenericToolInvocationProps) {
  const labels = usePartLabels();
  const result = toolInvocation.state === "result" ? toolInvocation.result : undefined;
  const args = useMemo(() => formatToolValue(toolInvocation.args), [toolInvocation.args]);
  const formattedResult = useMemo(() => (toolInvocation.state === "result" ? formatToolValue(result) : undefined), [toolInvocation.state, result]);
  return (
    <dl className="daw-tool-values">
      <dt>{labels.toolArguments}</dt>
      <dd>
        <ToolValue value={args} />
      </dd>
      {formattedResult ? (
        <>
          <dt>{labels.toolResult}</dt>
          <dd>
            <ToolValue value={formattedResult} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function ToolValue({ value }: { value: ReturnType<typeof formatToolValue> }) {
  const labels = usePartLabels();
  return (
    <>
      <pre className="daw-tool-value" tabIndex={0}>
        {value.text}
      </pre>
      {value.truncated ? <p className="daw-tool-truncated">{labels.truncated(value.text.length, value.totalLength)}</p> : null}
    </>
  );
}
