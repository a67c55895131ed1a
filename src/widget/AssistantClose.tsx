import * as Popover from "@radix-ui/react-popover";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { partProps } from "./partProps";

/** Props of {@link AssistantClose}: a `button`'s. */
export type AssistantCloseProps = ComponentPropsWithoutRef<"button">;

const OWN = "daw-action daw-icon-action daw-close";

/**
 * `Close` (×): closes the popover or the sidebar, and focus returns to the launcher. Nothing in
 * inline mode, which has nothing to close. An `onClick` that calls `preventDefault` keeps it open.
 */
export const AssistantClose = forwardRef<HTMLButtonElement, AssistantCloseProps>(function AssistantClose(props, ref) {
  const c = useAssistantPart("AssistantClose");
  if (c.mode === "inline") return null;
  const children = props.children ?? <span aria-hidden="true">×</span>;
  return (
    <Popover.Close aria-label={c.labels.close} {...partProps(props, OWN)} ref={ref}>
      {children}
    </Popover.Close>
  );
});
