import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { partProps } from "./partProps";

/** Props of {@link AssistantExpandToggle}: a `button`'s. */
export type AssistantExpandToggleProps = ComponentPropsWithoutRef<"button">;

/**
 * `Expand to sidebar` in the popover, `Collapse to popover` in the sidebar it was expanded into (the
 * same choice the `More actions` menu offers), for a header of the site's own. Nothing unless the
 * root's `mode` is `popover`, nor on narrow screens, where both are the same full-screen panel.
 */
export const AssistantExpandToggle = forwardRef<HTMLButtonElement, AssistantExpandToggleProps>(function AssistantExpandToggle(props, ref) {
  const { labels, mode, setExpanded } = useAssistantPart("AssistantExpandToggle");
  if (!setExpanded) return null;
  const expand = mode === "popover";
  return (
    <button type="button" {...partProps(props, "daw-action daw-expand", { onClick: () => setExpanded(expand) })} ref={ref}>
      {props.children ?? (expand ? labels.expand : labels.collapse)}
    </button>
  );
});
