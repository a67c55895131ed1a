import * as Popover from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { rootClass, useAssistantPart } from "./assistantContext";

/** Props of {@link AssistantLauncher}. */
export interface AssistantLauncherProps {
  /** The button's content. @default labels.launcher ("Ask AI") */
  children?: ReactNode;
}

/**
 * The `Ask AI` button that opens and closes `AssistantPanel` (`aria-haspopup`, `aria-expanded`): the
 * popover's trigger, or in sidebar mode the sidebar's toggle (hidden while the sidebar covers its
 * corner). Needs an `AssistantRoot` in popover or sidebar mode.
 */
export function AssistantLauncher({ children }: AssistantLauncherProps) {
  const context = useAssistantPart("AssistantLauncher");
  if (context.mode === "inline") throw new Error('`AssistantLauncher` needs an `AssistantRoot` with mode="popover" or mode="sidebar"');
  const content = children ?? context.labels.launcher;
  return (
    <div className={rootClass(context, "daw-launcher-root")} data-theme={context.theme} data-sidebar-open={context.mode === "sidebar" && context.open ? "" : undefined}>
      {context.mode === "popover" ? (
        <Popover.Trigger ref={context.launcherRef} className="daw-launcher" part="launcher">
          {content}
        </Popover.Trigger>
      ) : (
        <button
          ref={context.launcherRef}
          type="button"
          className="daw-launcher"
          part="launcher"
          aria-haspopup="dialog"
          aria-expanded={context.open}
          data-state={context.open ? "open" : "closed"}
          onClick={() => context.setOpen(!context.open)}
        >
          {content}
        </button>
      )}
    </div>
  );
}
