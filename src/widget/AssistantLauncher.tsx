import * as Popover from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { rootClass, useAssistantPart } from "./assistantContext";

/** Props of {@link AssistantLauncher}. */
export interface AssistantLauncherProps {
  /** The button's content. @default labels.launcher ("Ask AI") */
  children?: ReactNode;
}

/**
 * The `Ask AI` button that opens and closes `AssistantPanel` (the popover's trigger: `aria-haspopup`,
 * `aria-expanded`). Needs an `AssistantRoot` in popover mode.
 */
export function AssistantLauncher({ children }: AssistantLauncherProps) {
  const context = useAssistantPart("AssistantLauncher");
  if (context.mode !== "popover") throw new Error('`AssistantLauncher` needs an `AssistantRoot` with mode="popover"');
  return (
    <div className={rootClass(context, "daw-launcher-root")} data-theme={context.theme}>
      <Popover.Trigger className="daw-launcher" part="launcher">
        {children ?? context.labels.launcher}
      </Popover.Trigger>
    </div>
  );
}
