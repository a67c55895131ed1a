import * as Popover from "@radix-ui/react-popover";
import { useSyncExternalStore, type ReactNode } from "react";
import { parseShortcut } from "../page-context/keyboardShortcut";
import { isApplePlatform, shortcutHint, type ShortcutHint } from "../page-context/shortcutHint";
import { rootClass, useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";

/** Props of {@link AssistantLauncher}. */
export interface AssistantLauncherProps {
  /** The button's label. @default labels.launcher ("Ask AI") */
  children?: ReactNode;
}

/**
 * The `Ask AI` button that opens and closes `AssistantPanel` (`aria-haspopup`, `aria-expanded`): the
 * popover's trigger, or in sidebar mode the sidebar's toggle (hidden while the sidebar covers its
 * corner). It shows an icon, its label and the shortcut that opens it (`⌘I` on Apple platforms,
 * `Ctrl I` elsewhere; also in `aria-keyshortcuts`), and looks pressed while the panel is open.
 * Needs an `AssistantRoot` in popover or sidebar mode.
 */
export function AssistantLauncher({ children }: AssistantLauncherProps) {
  const context = useAssistantPart("AssistantLauncher");
  if (context.mode === "inline") throw new Error('`AssistantLauncher` needs an `AssistantRoot` with mode="popover" or mode="sidebar"');
  const { launcherRef } = context;
  const hint = useShortcutHint(context.shortcut);
  const content = (
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
      {context.mode === "popover" ? (
        <Popover.Trigger ref={launcherRef} className="daw-launcher" part="launcher" aria-keyshortcuts={hint?.keys}>
          {content}
        </Popover.Trigger>
      ) : (
        <button
          ref={launcherRef}
          type="button"
          className="daw-launcher"
          part="launcher"
          aria-haspopup="dialog"
          aria-expanded={context.open}
          aria-keyshortcuts={hint?.keys}
          data-state={context.open ? "open" : "closed"}
          onClick={() => context.setOpen(!context.open)}
        >
          {content}
        </button>
      )}
    </div>
  );
}

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
