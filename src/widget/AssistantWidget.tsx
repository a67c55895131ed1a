import { forwardRef } from "react";
import { AssistantLauncher } from "./AssistantLauncher";
import { AssistantPanel } from "./AssistantPanel";
import { AssistantRoot } from "./AssistantRoot";
import type { AssistantWidgetHandle } from "./assistantWidgetHandle";
import type { AssistantWidgetProps } from "./assistantWidgetProps";

/**
 * The docs assistant: a launcher (`Ask AI`) with a non-modal popover, or an inline panel; the
 * assembly of `AssistantRoot`, `AssistantLauncher` and `AssistantPanel`. `deployment="air-gapped"`
 * renders nothing. Control it through a ref ({@link AssistantWidgetHandle}).
 */
export const AssistantWidget = forwardRef<AssistantWidgetHandle, AssistantWidgetProps>(function AssistantWidget(props, ref) {
  return (
    <AssistantRoot {...props} ref={ref}>
      {props.mode !== "inline" && <AssistantLauncher />}
      <AssistantPanel />
    </AssistantRoot>
  );
});
