import * as Popover from "@radix-ui/react-popover";
import { forwardRef, useCallback, useImperativeHandle, useRef, useState, type ReactNode } from "react";
import { AssistantComponentsContext } from "../parts/assistantComponents";
import { PartLabelsContext } from "../parts/partLabels";
import { useStableComponents } from "../parts/useStableComponents";
import { createValueStore } from "../chat/createValueStore";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { AssistantStoreContext, type AssistantContextValue } from "./assistantContext";
import { INERT_HANDLE, type AssistantWidgetHandle } from "./assistantWidgetHandle";
import { useStableCallback } from "../parts/useStableCallback";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import { useHostPageContext } from "./useHostPageContext";
import { usePageActions } from "./usePageActions";
import { usePanelReturn } from "./usePanelReturn";
import { useShortcut } from "./useShortcut";
import { SIDEBAR_BESIDE_QUERY } from "./useSidebarRoom";
import { useWidgetController } from "./useWidgetController";

/** Props of {@link AssistantRoot}: those of `AssistantWidget`, and the parts to assemble. */
export interface AssistantRootProps extends AssistantWidgetProps {
  /** The parts, laid out as the site likes: `AssistantLauncher`, `AssistantPanel`, or the panel's own pieces. */
  children?: ReactNode;
}

const NO_QUESTIONS: ReadonlyArray<string> = [];
const DEFAULT_SHORTCUT = "mod+i";
const DEFAULT_STILL_WORKING_AFTER_MS = 8000;

/**
 * The provider the parts need: it owns the chat (requests, thread, open state, events, shortcut, page
 * context) and gives it, with the labels and `components`, to every part inside. In popover mode it
 * is the popover's root (`AssistantLauncher` opens `AssistantPanel`). `deployment="air-gapped"`
 * renders nothing. Control it through a ref ({@link AssistantWidgetHandle}).
 */
export const AssistantRoot = forwardRef<AssistantWidgetHandle, AssistantRootProps>(function AssistantRoot(props, ref) {
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
  return <LiveRoot {...props} ref={inner} />;
});

const LiveRoot = forwardRef<AssistantWidgetHandle, AssistantRootProps>(function LiveRoot(props, ref) {
  const requestedMode = props.mode ?? "popover";
  // The popover's Expand control docks it as a sidebar (and the sidebar's Collapse undoes it).
  const [expanded, setExpanded] = useState(false);
  // Context from the page (a selection, a code block): where the page and the panel both fit, the
  // popover docks beside the page, which makes room, rather than open over what was asked about.
  const dockBesidePage = useStableCallback(() => {
    if (requestedMode === "popover" && typeof matchMedia === "function" && matchMedia(SIDEBAR_BESIDE_QUERY).matches) setExpanded(true);
  });
  const controller = useWidgetController(props, dockBesidePage);
  useImperativeHandle(ref, () => controller.handle, [controller.handle]);
  const { setOpen, focusComposer } = controller;
  // The parts' New conversation: the button pressed is disabled once the conversation is empty, so
  // the reader continues in the message box rather than on <body>.
  const startOver = controller.newConversation;
  const newConversation = useCallback(() => {
    startOver();
    focusComposer();
  }, [startOver, focusComposer]);
  const mode = requestedMode === "popover" && expanded ? "sidebar" : requestedMode;
  const shortcut = props.shortcut ?? DEFAULT_SHORTCUT;
  useShortcut(shortcut, () => {
    if (mode !== "inline") setOpen(true);
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
  usePageActions(props, controller.labels, (item) => {
    controller.handle.addContext(item);
    focusComposer();
  });
  const components = useStableComponents(props.components);
  const { labels, open } = controller;
  const setLayout = requestedMode === "popover" ? setExpanded : undefined;
  const { onPanelClick, place: returnPlace } = usePanelReturn({
    domain: props.domain,
    enabled: (props.threadStorage ?? "session") !== "none",
    docked: mode === "sidebar" && requestedMode === "popover",
    setOpen,
    setExpanded: setLayout,
  });
  const exampleQuestions = props.exampleQuestions ?? NO_QUESTIONS;
  const { theme = "auto", className, portalContainer, stillWorkingAfterMs = DEFAULT_STILL_WORKING_AFTER_MS, makeRoom = true } = props;
  const value: AssistantContextValue = {
    ...controller,
    newConversation,
    mode,
    setExpanded: setLayout,
    shortcut,
    stillWorkingAfterMs,
    makeRoom,
    onPanelClick,
    returnPlace,
    exampleQuestions,
    theme,
    className,
    portalContainer,
  };
  // Published after each commit of the root: the parts read it through selectors, and re-render
  // (before paint) only when what they pick changed.
  const [store] = useState(() => createValueStore(value));
  useIsomorphicLayoutEffect(() => store.set(value));
  const parts = (
    <AssistantStoreContext.Provider value={store}>
      <PartLabelsContext.Provider value={labels}>
        <AssistantComponentsContext.Provider value={components}>{props.children}</AssistantComponentsContext.Provider>
      </PartLabelsContext.Provider>
    </AssistantStoreContext.Provider>
  );
  if (requestedMode === "inline") return parts;
  // The sidebar is this popover docked, so nothing in the panel remounts when the popover docks.
  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      {parts}
    </Popover.Root>
  );
});
