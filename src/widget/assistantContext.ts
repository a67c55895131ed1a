import { createContext, useContext, type MouseEvent, type MutableRefObject } from "react";
import type { ValueStore } from "../chat/createValueStore";
import { useStoreSelector } from "./useStoreSelector";
import type { PanelReturn } from "../page-context/panelReturn";
import type { AssistantWidgetProps } from "./assistantWidgetProps";
import type { WidgetController } from "./useWidgetController";

/** What `AssistantRoot` provides to its parts: the chat and its actions, labels, and the look of the widget's roots. */
export interface AssistantContextValue extends WidgetController {
  /**
   * `popover`: the panel is a popover opened by `AssistantLauncher`; `sidebar`: the same popover docked
   * at the inline-end edge (the widget's `mode`, or the popover expanded); `inline`: it sits in the page's flow.
   */
  mode: "popover" | "inline" | "sidebar";
  /** Docks the popover as a sidebar (`true`) or back; `undefined` unless the widget's `mode` is `popover`. */
  setExpanded: ((expanded: boolean) => void) | undefined;
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

/**
 * The store `AssistantRoot` provides: its value is new on every streamed update, and each part
 * reads the slice it draws through a selector, so a token re-renders only the parts that draw it.
 */
export const AssistantStoreContext = createContext<ValueStore<AssistantContextValue> | null>(null);
AssistantStoreContext.displayName = "AssistantStoreContext";

/**
 * The root's value for the part `name`, for parts that do not draw messages: it keeps its identity
 * while only the text streaming into an answer grows (its `chat.messages` has the right length, but
 * that answer may be behind), so a streamed update re-renders the parts that draw messages, not the
 * launcher, the panel's frame, the message box or the alerts. Throws a named error outside an `AssistantRoot`.
 */
export function useAssistantPart(name: string): AssistantContextValue {
  return useStoreSelector(useRootStore(name), whole, sameButStreamedText);
}

/** The root's value for the part `name`, for parts that draw or copy messages: new with every streamed update. */
export function useLiveAssistantPart(name: string): AssistantContextValue {
  return useStoreSelector(useRootStore(name), whole);
}

/**
 * The enclosing `AssistantRoot`'s chat (messages, status, error, pending context), labels and
 * actions (`ask`, `send`, `setOpen`, `newConversation`…), for a site's own pieces of UI. With a
 * `selector`, the component re-renders only when what it picks changes (by `isEqual`, `Object.is`
 * unless given): `useAssistant((a) => a.chat.status)` does not re-render for streamed text.
 */
export function useAssistant<Selected>(selector: (assistant: AssistantContextValue) => Selected, isEqual?: (a: Selected, b: Selected) => boolean): Selected;
export function useAssistant(): AssistantContextValue;
export function useAssistant<Selected>(
  selector: (assistant: AssistantContextValue) => Selected = whole as (assistant: AssistantContextValue) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  return useStoreSelector(useRootStore("useAssistant"), selector, isEqual);
}

function useRootStore(name: string): ValueStore<AssistantContextValue> {
  const store = useContext(AssistantStoreContext);
  if (!store) throw new Error(`\`${name}\` must be used inside \`AssistantRoot\``);
  return store;
}

const whole = (value: AssistantContextValue) => value;

/**
 * Whether nothing but the text streaming into the messages changed: the same number of messages,
 * and every other field of the value and of its chat the same. A new field is compared like the
 * others, so nothing is held back by mistake.
 */
function sameButStreamedText(previous: AssistantContextValue, next: AssistantContextValue): boolean {
  if (previous === next) return true;
  if (!sameFields(previous, next, "chat")) return false;
  return previous.chat.messages.length === next.chat.messages.length && sameFields(previous.chat, next.chat, "messages");
}

function sameFields<T extends object>(previous: T, next: T, except: keyof T): boolean {
  const keys = Object.keys(next) as Array<keyof T>;
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => key === except || Object.is(previous[key], next[key]));
}

/** The class list of one of the widget's roots: `daw-root`, its own classes, the site's `className`. */
export function rootClass(context: Pick<AssistantContextValue, "className">, own: string): string {
  return ["daw-root", own, context.className].filter(Boolean).join(" ");
}
