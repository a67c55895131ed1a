import { createContext, useContext, type MutableRefObject } from "react";
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
  /** Questions offered while the conversation is empty. */
  exampleQuestions: ReadonlyArray<string>;
  /** Colour scheme of the widget's roots. */
  theme: NonNullable<AssistantWidgetProps["theme"]>;
  /** The site's extra class on the widget's roots. */
  className: string | undefined;
  /** Where the popover's panel is portalled. */
  portalContainer: Element | DocumentFragment | null | undefined;
}

/** The context `AssistantRoot` provides; `null` outside one. */
export const AssistantContext = createContext<AssistantContextValue | null>(null);
AssistantContext.displayName = "AssistantContext";

/** The root's context for the part `name`; throws a named error outside an `AssistantRoot`. */
export function useAssistantPart(name: string): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error(`\`${name}\` must be used inside \`AssistantRoot\``);
  return value;
}

/**
 * The chat of the enclosing `AssistantRoot` (messages, status, error, pending context), its labels
 * and its actions (`ask`, `send`, `setOpen`, `newConversation`…), for a site's own pieces of UI.
 */
export function useAssistant(): AssistantContextValue {
  return useAssistantPart("useAssistant");
}

/** The class list of one of the widget's roots: `daw-root`, its own classes, the site's `className`. */
export function rootClass(context: Pick<AssistantContextValue, "className">, own: string): string {
  return ["daw-root", own, context.className].filter(Boolean).join(" ");
}
