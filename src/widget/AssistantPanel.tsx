import * as Popover from "@radix-ui/react-popover";
import { useId, useRef, useState, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { rootClass, useAssistantPart } from "./assistantContext";
import { ChatPanel } from "./ChatPanel";
import { SidebarPanel } from "./SidebarPanel";
import { siteHeaderBottom } from "./siteHeaderBottom";
import { useViewportHeight } from "./useViewportHeight";

/** Props of {@link AssistantPanel}. */
export interface AssistantPanelProps {
  /** The panel's inside, to replace the whole default (header, transcript, chips, composer). @default the widget's own */
  children?: ReactNode;
}

/**
 * The panel: in popover mode a non-modal popover (role `dialog`) that `AssistantLauncher` opens, in
 * sidebar mode a non-modal `dialog` docked at the inline-end edge, in inline mode a `region` in the
 * page's flow (or in the site's own sidebar or dialog). All are named by the title; opening focuses
 * the message box.
 */
export function AssistantPanel({ children }: AssistantPanelProps) {
  const context = useAssistantPart("AssistantPanel");
  if (context.mode === "sidebar") return <SidebarPanel>{children}</SidebarPanel>;
  return context.mode === "popover" ? <PopoverPanel>{children}</PopoverPanel> : <InlinePanel>{children}</InlinePanel>;
}

function PopoverPanel({ children }: AssistantPanelProps) {
  const c = useAssistantPart("AssistantPanel");
  const panelRef = useRef<HTMLDivElement>(null);
  useViewportHeight(panelRef, c.open);
  // Never over the top of the viewport, nor over the site's header: the panel is as tall as the room below it.
  const [top, setTop] = useState(8);
  useIsomorphicLayoutEffect(() => {
    if (c.open) setTop(siteHeaderBottom() + 8);
  }, [c.open]);
  return (
    <Popover.Portal container={c.portalContainer ?? undefined}>
      <div className={rootClass(c, "daw-popover-root")} data-theme={c.theme}>
        <Popover.Content
          ref={panelRef}
          className="daw-panel daw-popover"
          part="panel"
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={{ top, right: 8, bottom: 8, left: 8 }}
          aria-label={children === undefined ? undefined : c.labels.title}
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
          {children ?? (
            <ChatPanel
              title={<Popover.Title className="daw-title">{c.labels.title}</Popover.Title>}
              closeButton={
                <Popover.Close className="daw-action daw-icon-action daw-close" aria-label={c.labels.close}>
                  <span aria-hidden="true">×</span>
                </Popover.Close>
              }
            />
          )}
        </Popover.Content>
      </div>
    </Popover.Portal>
  );
}

function InlinePanel({ children }: AssistantPanelProps) {
  const c = useAssistantPart("AssistantPanel");
  const titleId = useId();
  const named = children === undefined ? { "aria-labelledby": titleId } : { "aria-label": c.labels.title };
  return (
    <section part="panel" className={rootClass(c, "daw-panel daw-inline")} data-theme={c.theme} role="region" {...named}>
      {children ?? (
        <ChatPanel
          title={
            <h2 className="daw-title" id={titleId}>
              {c.labels.title}
            </h2>
          }
        />
      )}
    </section>
  );
}
