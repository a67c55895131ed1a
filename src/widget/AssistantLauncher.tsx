import * as Popover from "@radix-ui/react-popover";
import { forwardRef, useSyncExternalStore, type ComponentPropsWithoutRef } from "react";
import { parseShortcut } from "../page-context/keyboardShortcut";
import { isApplePlatform, shortcutHint, type ShortcutHint } from "../page-context/shortcutHint";
import { rootClass, useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

/** Props of {@link AssistantLauncher}: a `button`'s, given to the button. */
export interface AssistantLauncherProps extends ComponentPropsWithoutRef<"button"> {
  /**
   * Draw the site's own element (the one child) as the launcher: it gets the launcher's attributes,
   * handlers and ref, and keeps its own content. @default false
   */
  asChild?: boolean;
  /** The button's label (with `asChild`, the element to draw). @default labels.launcher ("Ask AI") */
  children?: ComponentPropsWithoutRef<"button">["children"];
}

/**
 * The `Ask AI` button that opens and closes `AssistantPanel` (`aria-haspopup`, `aria-expanded`): the
 * popover's trigger, docked as a sidebar too (then hidden while the sidebar covers its corner). It
 * shows an icon, its label and the shortcut that opens it (`⌘I` on Apple platforms, `Ctrl I`
 * elsewhere; also in `aria-keyshortcuts`), and looks pressed while the panel is open.
 * Its ref, `className` and other props go to the button; an `onClick` that calls `preventDefault`
 * keeps the panel as it is. Needs an `AssistantRoot` in popover or sidebar mode.
 */
export const AssistantLauncher = forwardRef<HTMLButtonElement, AssistantLauncherProps>(function AssistantLauncher(
  { asChild = false, children, ...props },
  forwardedRef,
) {
  const context = useAssistantPart("AssistantLauncher");
  const hint = useShortcutHint(context.shortcut);
  if (context.mode === "inline") throw new Error('`AssistantLauncher` needs an `AssistantRoot` with mode="popover" or mode="sidebar"');
  const content = asChild ? (
      children
    ) : (
      <>
        <LauncherIcon />
        <span className="daw-launcher-label">{children ?? context.labels.launcher}</span>
        {hint && (
          <kbd className="daw-launcher-shortcut" aria-hidden="true">
            {hint.text}
          </kbd>
        )}
      </>
    );
  return (
    <div className={rootClass(context, "daw-launcher-root")} data-theme={context.theme} data-sidebar-open={context.mode === "sidebar" && context.open ? "" : undefined}>
      <Popover.Trigger aria-keyshortcuts={hint?.keys} {...partProps(props, "daw-launcher")} ref={forwardedRef} part="launcher" asChild={asChild}>
        {content}
      </Popover.Trigger>
    </div>
  );
});

/** A sparkle; the script tag's light launcher draws the same one (`src/embed/lightLauncher.ts`). */
function LauncherIcon() {
  return (
    <LineIcon className="daw-launcher-icon">
      <path d={LAUNCHER_ICON_PATH} />
    </LineIcon>
  );
}

const LAUNCHER_ICON_PATH = "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15v4m-2-2h4";

const subscribeToNothing = () => () => {};

/**
 * The hint for this platform; on the server and while hydrating, the non-Apple one (the server cannot
 * know the reader's platform), then the right one.
 */
function useShortcutHint(shortcut: string | false): ShortcutHint | undefined {
  const apple = useSyncExternalStore(subscribeToNothing, isApplePlatform, () => false);
  const parsed = shortcut === false ? undefined : parseShortcut(shortcut);
  return parsed && shortcutHint(parsed, apple);
}
