import { createContext, useContext, type MouseEvent, type MutableRefObject } from "react";
import type { PanelReturn } from "./panelReturn";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import type { WidgetController } from "./useWidgetController";

/** What `AssistantRoot` provides to its parts: the chat and its actions, labels, and the look of the widget's roots. */
export interface AssistantContextValue extends WidgetController {
  /**
   * `popover`: the panel is a popover opened by `AssistantLauncher`; `sidebar`: a panel docked at the
   * inline-end edge, opened by `AssistantLauncher`; `inline`: it sits in the page's flow.
   */
  mode: "popover" | "inline" | "sidebar";
  /** Docks the popover as a sidebar (`true`) or back; `undefined` unless the widget's `mode` is `popover`. */
  setExpanded: ((expanded: boolean) => void) | undefined;
  /** The launcher, where focus returns when the sidebar closes. */
  launcherRef: MutableRefObject<HTMLButtonElement | null>;
  /** The keyboard shortcut that opens the panel (`mod+i`), or `false` when there is none. */
  shortcut: string | false;
  /** The panel's click handler: a link followed to another page of the site keeps the panel for that page. */
  onPanelClick: (event: MouseEvent<HTMLElement>) => void;
  /** Where the transcript was when the reader left the last page by a link in it, until the transcript scrolls back there. */
  returnPlace: MutableRefObject<PanelReturn | undefined>;
  /** The docked sidebar makes room for itself beside the page (`makeRoom`). */
  makeRoom: boolean;
  /** Milliseconds without anything new before the transcript says the answer is still being worked on; `0` never. */
  stillWorkingAfterMs: number;
  /** Questions offered while the conversation is empty. */
  exampleQuestions: ReadonlyArray<string>;
  /** Colour scheme of the widget's roots. */
  theme: NonNullable<AssistantWidgetProps["theme"]>;
  /** The site's extra class on the widget's roots. */
  className: string | undefined;
  /** Where the popover's panel is portalled. */
  portalContainer: Element | DocumentFragment | null | undefined;
}

/** The context `AssistantRoot` provides, its `chat` new on every streamed update; `null` outside one. */
export const AssistantContext = createContext<AssistantContextValue | null>(null);
AssistantContext.displayName = "AssistantContext";

/**
 * The same value, except that its `chat` keeps its identity while only the text of the messages
 * grows: a streamed update re-renders the parts that draw messages, not the launcher, the panel's
 * frame, the message box or the alerts. Its `chat.messages` has the right length, but the answer
 * streaming into it may be behind: parts that draw or copy messages use {@link AssistantContext}.
 */
export const SteadyAssistantContext = createContext<AssistantContextValue | null>(null);
SteadyAssistantContext.displayName = "SteadyAssistantContext";

/**
 * The root's context for the part `name`, for parts that do not draw messages: it changes with
 * anything but the text streaming into an answer. Throws a named error outside an `AssistantRoot`.
 */
export function useAssistantPart(name: string): AssistantContextValue {
  return required(useContext(SteadyAssistantContext), name);
}

/** The root's context for the part `name`, for parts that draw or copy messages: new with every streamed update. */
export function useLiveAssistantPart(name: string): AssistantContextValue {
  return required(useContext(AssistantContext), name);
}

function required(value: AssistantContextValue | null, name: string): AssistantContextValue {
  if (!value) throw new Error(`\`${name}\` must be used inside \`AssistantRoot\``);
  return value;
}

/**
 * The chat of the enclosing `AssistantRoot` (messages, status, error, pending context), its labels
 * and its actions (`ask`, `send`, `setOpen`, `newConversation`…), for a site's own pieces of UI.
 */
export function useAssistant(): AssistantContextValue {
  return useLiveAssistantPart("useAssistant");
}

/** The class list of one of the widget's roots: `daw-root`, its own classes, the site's `className`. */
export function rootClass(context: Pick<AssistantContextValue, "className">, own: string): string {
  return ["daw-root", own, context.className].filter(Boolean).join(" ");
}
