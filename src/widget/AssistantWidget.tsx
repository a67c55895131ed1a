import * as Popover from "@radix-ui/react-popover";
import { forwardRef, useId, useImperativeHandle, useRef } from "react";
import { PartLabelsContext } from "../parts/partLabels";
import { INERT_HANDLE, type AssistantWidgetHandle } from "./assistantWidgetHandle";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import { ChatPanel } from "./ChatPanel";
import { useHostPageContext } from "./useHostPageContext";
import { useShortcut } from "./useShortcut";
import { useViewportHeight } from "./useViewportHeight";
import { useWidgetController, type WidgetController } from "./useWidgetController";

/**
 * The docs assistant: a launcher (`Ask AI`) with a non-modal popover, or an inline panel.
 * `deployment="air-gapped"` renders nothing. Control it through a ref ({@link AssistantWidgetHandle}).
 */
export const AssistantWidget = forwardRef<AssistantWidgetHandle, AssistantWidgetProps>(function AssistantWidget(props, ref) {
  const inner = useRef<AssistantWidgetHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      open: () => (inner.current ?? INERT_HANDLE).open(),
      close: () => (inner.current ?? INERT_HANDLE).close(),
      ask: (question) => (inner.current ?? INERT_HANDLE).ask(question),
      addContext: (item) => (inner.current ?? INERT_HANDLE).addContext(item),
      newConversation: () => (inner.current ?? INERT_HANDLE).newConversation(),
    }),
    [],
  );
  if (props.deployment === "air-gapped") return null;
  return <LiveWidget {...props} ref={inner} />;
});

const LiveWidget = forwardRef<AssistantWidgetHandle, AssistantWidgetProps>(function LiveWidget(props, ref) {
  const controller = useWidgetController(props);
  useImperativeHandle(ref, () => controller.handle, [controller.handle]);
  const { setOpen, focusComposer } = controller;
  const inline = props.mode === "inline";
  useShortcut(props.shortcut ?? "mod+i", () => {
    if (!inline) setOpen(true);
    focusComposer();
  });
  useHostPageContext({
    enabled: props.captureContext ?? true,
    onContext: (item) => {
      controller.handle.addContext(item);
      focusComposer();
    },
    labels: controller.labels,
    codeBlockSelector: props.codeBlockSelector,
    container: props.portalContainer,
  });
  return (
    <PartLabelsContext.Provider value={controller.labels}>
      {inline ? <InlinePanel {...props} controller={controller} /> : <PopoverPanel {...props} controller={controller} />}
    </PartLabelsContext.Provider>
  );
});

interface PanelProps extends AssistantWidgetProps {
  controller: WidgetController;
}

function rootClass(props: AssistantWidgetProps, extra: string): string {
  return ["daw-root", extra, props.className].filter(Boolean).join(" ");
}

function panelProps(c: WidgetController) {
  return {
    chat: c.chat,
    labels: c.labels,
    input: c.input,
    onInputChange: c.setInput,
    onSend: c.send,
    onAsk: c.ask,
    feedback: c.feedback,
    onFeedback: c.onFeedback,
    onSuggestionClick: c.onSuggestionClick,
    onSourceClick: c.onSourceClick,
    onNewConversation: c.newConversation,
    composerRef: c.composerRef,
  };
}

function PopoverPanel({ controller: c, ...props }: PanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useViewportHeight(panelRef, c.open);
  const theme = props.theme ?? "auto";
  return (
    <Popover.Root open={c.open} onOpenChange={c.setOpen} modal={false}>
      <div className={rootClass(props, "daw-launcher-root")} data-theme={theme}>
        <Popover.Trigger className="daw-launcher" part="launcher">{c.labels.launcher}</Popover.Trigger>
      </div>
      <Popover.Portal container={props.portalContainer ?? undefined}>
        <div className={rootClass(props, "daw-popover-root")} data-theme={theme}>
          <Popover.Content
            ref={panelRef}
            className="daw-panel daw-popover"
            part="panel"
            side="top"
            align="end"
            sideOffset={12}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              c.focusComposer();
            }}
            // The docs page stays usable: clicking or focusing it does not close the panel.
            onPointerDownOutside={(event) => event.preventDefault()}
            onFocusOutside={(event) => event.preventDefault()}
          >
            <ChatPanel
              {...panelProps(c)}
              exampleQuestions={props.exampleQuestions ?? []}
              title={<Popover.Title className="daw-title">{c.labels.title}</Popover.Title>}
              closeButton={
                <Popover.Close className="daw-action daw-close" aria-label={c.labels.close}>
                  <span aria-hidden="true">×</span>
                </Popover.Close>
              }
            />
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}

function InlinePanel({ controller: c, ...props }: PanelProps) {
  const titleId = useId();
  return (
    <section part="panel" className={rootClass(props, "daw-panel daw-inline")} data-theme={props.theme ?? "auto"} role="region" aria-labelledby={titleId}>
      <ChatPanel
        {...panelProps(c)}
        exampleQuestions={props.exampleQuestions ?? []}
        title={
          <h2 className="daw-title" id={titleId}>
            {c.labels.title}
          </h2>
        }
      />
    </section>
  );
}
