import * as Popover from "@radix-ui/react-popover";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { partProps } from "./partProps";

/** Props of {@link AssistantTitle}: an `h2`'s. */
export interface AssistantTitleProps extends ComponentPropsWithoutRef<"h2"> {
  /** The title. @default labels.title ("Docs assistant") */
  children?: ComponentPropsWithoutRef<"h2">["children"];
}

/** The panel's title, an `h2`; in the popover (docked as a sidebar too) it names the dialog (Radix's `Popover.Title`). */
export const AssistantTitle = forwardRef<HTMLHeadingElement, AssistantTitleProps>(function AssistantTitle(props, ref) {
  const c = useAssistantPart("AssistantTitle");
  const title = { ...partProps(props, "daw-title"), ref };
  const children = props.children ?? c.labels.title;
  return c.mode !== "inline" ? (
    <Popover.Title {...title}>{children}</Popover.Title>
  ) : (
    <h2 {...title}>{children}</h2>
  );
});
