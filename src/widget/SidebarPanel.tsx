import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { rootClass, useAssistantPart } from "./assistantContext";
import type { PanelOfMode } from "./AssistantPanel";
import { ChatPanel } from "./ChatPanel";
import { useSidebarRoom } from "./useSidebarRoom";
import { useViewportHeight } from "./useViewportHeight";
import { partProps } from "./partProps";

// Portalled on the client only (there is no document on the server): false while hydrating, then true.
const NO_SUBSCRIPTION = () => () => {};
const ON_CLIENT = () => true;
const ON_SERVER = () => false;

/**
 * The sidebar: a non-modal dialog docked at the inline-end edge of the viewport, full height (the left
 * edge right to left; full screen on phones), named by the title. The page beside it stays usable.
 * Opening focuses the message box; Escape or Close closes it and focus returns to the launcher.
 *
 * Where both fit (at least 1024 px wide) it sits beside the page, which it makes room for unless
 * `makeRoom` is off (see `useSidebarRoom`); narrower, it lies over the page.
 */
export const SidebarPanel: PanelOfMode = (props) => {
  const c = useAssistantPart("AssistantPanel");
  const client = useSyncExternalStore(NO_SUBSCRIPTION, ON_CLIENT, ON_SERVER);
  if (!c.open || !client) return null;
  const target = c.portalContainer ?? document.body;
  return createPortal(<OpenSidebar {...props} />, target);
};

const OpenSidebar: PanelOfMode = ({ forwardedRef, ...props }) => {
  const c = useAssistantPart("AssistantPanel");
  const panelRef = useRef<HTMLDivElement>(null);
  useViewportHeight(panelRef, true);
  const { focusComposer, launcherRef } = c;
  useSidebarRoom(panelRef, c.makeRoom);

  useEffect(() => {
    focusComposer();
  }, [focusComposer]);
  useIsomorphicLayoutEffect(() => {
    const panel = panelRef.current;
    return () => {
      // Closed while focus was inside: it goes back to the launcher, never to <body>.
      const root = panel?.getRootNode() as Document | ShadowRoot | undefined;
      const active = root?.activeElement;
      const launcher = launcherRef.current;
      if (!panel || !active || !panel.contains(active) || !launcher) return;
      launcher.focus();
      // The launcher is hidden while the sidebar covers its corner. When a layout puts it after the
      // panel, React shows it later in this same commit: focus it once the commit is done.
      if (root?.activeElement !== launcher) {
        queueMicrotask(() => {
          const now = document.activeElement;
          if (launcher.isConnected && (now === null || now === document.body)) launcher.focus();
        });
      }
    };
  }, [launcherRef]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    c.setOpen(false);
  };
  // Named by aria-label, not by the heading's id: preact/compat's useId can repeat ids after a remount.
  return (
    <div ref={panelRef} className={rootClass(c, "daw-sidebar-root")} data-theme={c.theme}>
      <section
        role="dialog"
        aria-label={c.labels.title}
        {...partProps(props, "daw-panel daw-sidebar", { onKeyDown: closeOnEscape })}
        ref={forwardedRef}
        part="panel sidebar"
      >
        {props.children ?? <ChatPanel />}
      </section>
    </div>
  );
};
