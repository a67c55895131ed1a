import { createRef, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AssistantWidget, type AssistantWidgetHandle, type AssistantWidgetEvent } from "../index";
import type { AppHandle, MountApp } from "./appContract";
import type { EmbedOptions } from "./embedOptions";
import { widgetPropsOf } from "./widgetPropsOf";

/**
 * The full widget, loaded by the script tag on first intent: React renders into the shadow root,
 * the popover portals there too, and the host page's selections and code blocks arrive as context
 * from the loader (so the widget's own page watchers stay off here), which also places the page menu.
 */
export const mountApp: MountApp = ({ host, options, open, focusLauncher = false, dispatch }) => {
  const root = createRoot(host.mountPoint);
  const widget = createRef<AssistantWidgetHandle>();
  let current = options;

  const render = () => {
    const { onEvent, ...props } = widgetPropsOf(current);
    root.render(
      <StrictMode>
        <AssistantWidget
          {...props}
          ref={widget}
          captureContext={false}
          pageActions={undefined}
          defaultOpen={open}
          portalContainer={host.mountPoint}
          onEvent={(event: AssistantWidgetEvent) => {
            onEvent?.(event);
            dispatch(event.type, event);
          }}
        />
      </StrictMode>,
    );
  };
  render();

  /** Calls made before React has attached the ref wait for the next frame. */
  const withWidget = (action: (handle: AssistantWidgetHandle) => void) => {
    if (widget.current) action(widget.current);
    else requestAnimationFrame(() => withWidget(action));
  };

  // The light launcher had focus: its successor takes it in the same task when the render was
  // synchronous (preact/compat), so no key press can land on <body> in between; else once committed.
  const takeFocus = () => {
    const launcher = host.mountPoint.querySelector<HTMLElement>(".daw-launcher");
    // Only while focus is lost: a reader who has since tabbed on or clicked elsewhere keeps their place.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (launcher && lost) launcher.focus();
  };
  if (focusLauncher && !open) {
    if (widget.current) takeFocus();
    else withWidget(takeFocus);
  }

  const handle: AppHandle = {
    open: () => withWidget((w) => w.open()),
    close: () => withWidget((w) => w.close()),
    ask: (question) => withWidget((w) => w.ask(question)),
    addContext: (item) => withWidget((w) => w.addContext(item)),
    update: (next: EmbedOptions) => {
      current = next;
      render();
    },
    unmount: () => root.unmount(),
  };
  return handle;
};
