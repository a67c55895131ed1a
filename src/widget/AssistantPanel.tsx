import * as Popover from "@radix-ui/react-popover";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useRef, useState, type ForwardedRef, type HTMLAttributes, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { rootClass, useAssistantPart } from "./assistantContext";
import { ChatPanel } from "./ChatPanel";
import { siteHeaderBottom } from "./siteHeaderBottom";
import { useSidebarRoom } from "./useSidebarRoom";
import { useViewportHeight } from "./useViewportHeight";
import { partProps } from "./partProps";

/** Props of {@link AssistantPanel}: an element's, given to the panel's element. */
export interface AssistantPanelProps extends HTMLAttributes<HTMLElement> {
  /**
   * The panel's inside, to replace the whole default (`AssistantHeader`, the transcript or the list of
   * conversations, `AssistantContextChips`, `AssistantComposer`). @default the widget's own
   */
  children?: ReactNode;
}

/** A panel of one mode, given the site's props and ref. */
type PanelOfMode = (props: AssistantPanelProps & { forwardedRef: ForwardedRef<HTMLElement> }) => ReactNode;

/**
 * The panel: in popover mode a non-modal popover (role `dialog`) that `AssistantLauncher` opens, in
 * sidebar mode the same popover docked at the inline-end edge, full height (where both fit, the page
 * makes room for it beside it: see `makeRoom`; full screen on phones), in inline mode a `region` in the
 * page's flow (or in the site's own sidebar or dialog). All are named by the title; opening focuses
 * the message box. Its ref, `className` and other props go to the element with that role.
 */
export const AssistantPanel = forwardRef<HTMLElement, AssistantPanelProps>(function AssistantPanel(props, forwardedRef) {
  const { mode } = useAssistantPart("AssistantPanel");
  const Panel = mode === "inline" ? InlinePanel : PopoverPanel;
  return <Panel {...props} forwardedRef={forwardedRef} />;
});

// Docked (sidebar mode, or the popover expanded), the same popover takes the sidebar's place and look:
// expanding keeps its element and the conversation in it, with the transcript's scroll and what was unfolded.
const PopoverPanel: PanelOfMode = ({ forwardedRef, ...props }) => {
  const { children } = props;
  const c = useAssistantPart("AssistantPanel");
  const docked = c.mode === "sidebar";
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const ref = useComposedRefs(forwardedRef, panelRef);
  useViewportHeight(panelRef, c.open);
  useSidebarRoom(docked ? root : null, c.makeRoom);
  // Never over the top of the viewport, nor over the site's header: the panel is as tall as the room below it.
  const [top, setTop] = useState(8);
  useIsomorphicLayoutEffect(() => {
    if (c.open) setTop(siteHeaderBottom() + 8);
  }, [c.open]);
  return (
    <Popover.Portal container={c.portalContainer ?? undefined}>
      <div ref={setRoot} className={rootClass(c, docked ? "daw-sidebar-root" : "daw-popover-root")} data-theme={c.theme}>
        <Popover.Content
          aria-label={children === undefined ? undefined : c.labels.title}
          {...partProps(props, docked ? "daw-panel daw-sidebar" : "daw-panel daw-popover")}
          ref={ref}
          part={docked ? "panel sidebar" : "panel"}
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={{ top, right: 8, bottom: 8, left: 8 }}
          // Escape in the header's menu closes the menu, not the panel.
          onEscapeKeyDown={(event) => {
            if (panelRef.current?.querySelector('[role="menu"]')) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            c.focusComposer();
          }}
          // The docs page stays usable: clicking or focusing it does not close the panel.
          onPointerDownOutside={(event) => event.preventDefault()}
          onFocusOutside={(event) => event.preventDefault()}
        >
          {children ?? <ChatPanel />}
        </Popover.Content>
      </div>
    </Popover.Portal>
  );
};

// Named by aria-label: preact/compat's useId can repeat ids after a remount.
const InlinePanel: PanelOfMode = ({ forwardedRef, ...props }) => {
  const c = useAssistantPart("AssistantPanel");
  return (
    <section role="region" aria-label={c.labels.title} {...partProps(props, rootClass(c, "daw-panel daw-inline"))} ref={forwardedRef} part="panel" data-theme={c.theme}>
      {props.children ?? <ChatPanel />}
    </section>
  );
};
