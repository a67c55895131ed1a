import { forwardRef, useContext, useImperativeHandle, useRef, type ButtonHTMLAttributes } from "react";
import type { PageActionLabels } from "../page-actions/pageActionLabels";
import type { PageAction } from "../page-actions/pageActionTypes";
import type { ContextItem } from "../protocol";
import type { ValueStore } from "../chat/createValueStore";
import { AssistantStoreContext, type AssistantContextValue } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { useStoreSelector } from "./useStoreSelector";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

/** Outside an `AssistantRoot`: no root to read. */
const NO_ROOT: ValueStore<AssistantContextValue | null> = { get: () => null, set: () => undefined, subscribe: () => () => undefined };
/** What the button draws from its root: the labels and the theme, not the chat that streams. */
const pickLook = (root: AssistantContextValue | null) => root && { labels: root.labels, theme: root.theme };
const sameLook = (a: ReturnType<typeof pickLook>, b: ReturnType<typeof pickLook>) => a?.labels === b?.labels && a?.theme === b?.theme;

/** Props of {@link AssistantPageActions}: those of its `button`, and the menu's own. */
export interface AssistantPageActionsProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type"> {
  /** The menu's items, in this order: `copy`, `markdown` (only where the site publishes Markdown), `chatgpt`, `claude`, `ask`. @default all five */
  actions?: readonly PageAction[];
  /** The page's title, a CSS selector: it names the page, and what `Copy page` copies is the content around it. @default "main h1", else "h1" */
  anchor?: string;
  /** The menu's strings. @default the enclosing `AssistantRoot`'s labels, else English */
  labels?: Partial<PageActionLabels>;
  /**
   * What `Ask AI about this page` does with the page's context item (its title and path). Inside an
   * `AssistantRoot`: opens the assistant with it, focus in the message box. Outside one, without
   * `onAsk`, the item is not offered. @default the root's
   */
  onAsk?: (item: ContextItem) => void;
  /** @default the root's theme, else "auto" */
  theme?: "light" | "dark" | "auto";
}

/**
 * The page menu's button, `Page actions`, where a site renders it (beside its own title, in a
 * toolbar): `Copy page`, `View as Markdown`, `Open in ChatGPT`, `Open in Claude`, `Ask AI about this
 * page`. Inside an `AssistantRoot` it takes the root's labels and theme, and `Ask AI about this page`
 * opens that assistant; it also works on its own. The menu's code is fetched on first use. Its ref
 * is the button.
 */
export const AssistantPageActions = forwardRef<HTMLButtonElement, AssistantPageActionsProps>(function AssistantPageActions(
  { actions, anchor, labels, onAsk, theme, className, onClick, onKeyDown, ...rest },
  ref,
) {
  const store = useContext(AssistantStoreContext);
  const root = useStoreSelector((store ?? NO_ROOT) as ValueStore<AssistantContextValue | null>, pickLook, sameLook);
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => button.current!, []);
  const resolved: PageActionLabels = { ...(root?.labels ?? DEFAULT_WIDGET_LABELS), ...labels };
  const colours = theme ?? root?.theme ?? "auto";
  const toggle = (focus: "first" | "last") => {
    const trigger = button.current!;
    // Read when the reader asks, from the root as it is then.
    const askRoot = (item: ContextItem) => {
      const now = store!.get();
      now.handle.addContext(item);
      now.focusComposer();
    };
    const container = store?.get().portalContainer;
    // The menu's code comes with the first use, not with the page.
    void import("../page-actions/pageActionsOnUse").then((menu) =>
      menu.togglePageActionsMenuOnUse(
        trigger,
        { actions, labels: resolved, theme: colours, anchor, onAsk: onAsk ?? (root ? askRoot : undefined) },
        container instanceof Element || container instanceof ShadowRoot ? container : trigger.ownerDocument.body,
        focus,
      ),
    );
  };
  return (
    <span className={["daw-root", "daw-pa", className].filter(Boolean).join(" ")} data-theme={colours}>
      <button
        {...rest}
        ref={button}
        type="button"
        className="daw-pa-trigger"
        aria-haspopup="menu"
        // Set by the menu as it opens and closes; React never changes it after the first render.
        aria-expanded={false}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle("first");
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const focus = event.key === "ArrowDown" ? "first" : event.key === "ArrowUp" ? "last" : undefined;
          if (!focus || event.defaultPrevented) return;
          event.preventDefault();
          if (event.currentTarget.getAttribute("aria-expanded") !== "true") toggle(focus);
        }}
      >
        {/* PAGE_ICON and CHEVRON_ICON (page-actions/pageActionIcons.ts), repeated: imported, they would
            make a chunk of their own, shared with the lazily loaded menu. */}
        <LineIcon>
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4" />
        </LineIcon>
        <span>{resolved.pageActions}</span>
        <LineIcon className="daw-pa-chevron" size={14}>
          <path d="m6 9 6 6 6-6" />
        </LineIcon>
      </button>
    </span>
  );
});
