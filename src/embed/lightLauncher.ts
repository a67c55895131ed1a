import type { ShortcutHint } from "../page-context";

// The full launcher's icon (`AssistantLauncher`'s sparkle, drawn by `LineIcon`), attribute for
// attribute. Built node by node: innerHTML throws on pages that enforce Trusted Types.
const ICON_ATTRIBUTES = {
  "aria-hidden": "true",
  focusable: "false",
  width: "16",
  height: "16",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  class: "daw-launcher-icon",
};
const ICON_PATH = "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15v4m-2-2h4";

function launcherIcon(): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  for (const [name, value] of Object.entries(ICON_ATTRIBUTES)) svg.setAttribute(name, value);
  const path = document.createElementNS(svg.namespaceURI, "path");
  path.setAttribute("d", ICON_PATH);
  svg.append(path);
  return svg;
}

/**
 * The launcher shown before the full widget has loaded: the same markup and classes as the widget's
 * own launcher, so nothing moves when it takes over, and already a real, focusable button.
 */
export interface LightLauncher {
  setLabel(label: string): void;
  /** True while the button holds focus (the full widget's launcher should take it over). */
  hasFocus(): boolean;
  /** Shows that the panel is on its way (the reader asked, its code is still loading). */
  setBusy(): void;
  /** Says in words beside the button that loading failed, with Retry (a click on the button retries too). */
  showError(): void;
  remove(): void;
}

/**
 * The light launcher's own states, which the full launcher never has: opening (a turning icon,
 * a still dimmed one under reduced motion) and the load failure beside it.
 */
export const LIGHT_LAUNCHER_CSS = `
.daw-root .daw-launcher[aria-busy="true"]{cursor:progress}
.daw-root .daw-launcher[aria-busy="true"] .daw-launcher-icon{animation:daw-launcher-turn .9s linear infinite}
@keyframes daw-launcher-turn{to{rotate:360deg}}
@media (prefers-reduced-motion:reduce){.daw-root .daw-launcher[aria-busy="true"] .daw-launcher-icon{animation:none;opacity:.45}}
.daw-root .daw-launcher-error{position:absolute;inset-block-end:calc(100% + 8px);inset-inline-end:0;box-sizing:border-box;width:max-content;max-width:min(300px,calc(100vw - 40px));display:flex;flex-direction:column;align-items:flex-start;gap:8px;padding:10px 12px;border:1px solid var(--daw-color-border,var(--daw-theme-border));border-radius:10px;background:var(--daw-color-bg,var(--daw-theme-bg));color:var(--daw-color-text,var(--daw-theme-text));box-shadow:0 6px 24px rgb(0 0 0/.18);font:14px/1.4 var(--daw-font,var(--daw-theme-font))}
.daw-root .daw-launcher-error p{margin:0}
.daw-root .daw-launcher-retry{font:inherit;font-weight:600;min-height:32px;padding:4px 14px;border:0;border-radius:6px;cursor:pointer;background:var(--daw-color-accent-strong,var(--daw-theme-accent-strong));color:var(--daw-color-on-accent,var(--daw-theme-on-accent))}
`;

export interface LightLauncherOptions {
  label: string;
  /** The shortcut that opens the widget, as the full launcher shows it; none when it is turned off. */
  shortcut?: ShortcutHint;
  /** The words shown when loading failed. */
  loadFailedText: string;
  /** The name of the button that tries again. */
  retryText: string;
  /** `light`, `dark` or `auto`, as the widget's `theme`. */
  theme: string;
  /** The reader is about to use it (pointer over it, or focus): start loading. */
  onIntent(): void;
  /** The reader clicked it: load and open. */
  onOpen(): void;
}

export function renderLightLauncher(mountPoint: HTMLElement, options: LightLauncherOptions): LightLauncher {
  const root = document.createElement("div");
  root.className = "daw-root daw-launcher-root";
  root.dataset.theme = options.theme;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "daw-launcher";
  button.setAttribute("part", "launcher");
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  button.dataset.state = "closed";
  const label = document.createElement("span");
  label.className = "daw-launcher-label";
  label.textContent = options.label;
  button.append(launcherIcon(), label);
  if (options.shortcut) {
    button.setAttribute("aria-keyshortcuts", options.shortcut.keys);
    const hint = document.createElement("kbd");
    hint.className = "daw-launcher-shortcut";
    hint.setAttribute("aria-hidden", "true");
    hint.textContent = options.shortcut.text;
    button.append(hint);
  }
  root.append(button);
  mountPoint.append(root);

  const intent = () => options.onIntent();
  button.addEventListener("pointerenter", intent, { once: true });
  button.addEventListener("focus", intent, { once: true });
  // A press the full widget interrupts (it takes over between pointerdown and click, or between a
  // Space key's down and up) still opens it.
  let pressed = false;
  button.addEventListener("pointerdown", () => (pressed = true));
  for (const type of ["pointercancel", "pointerleave", "blur"]) button.addEventListener(type, () => (pressed = false));
  button.addEventListener("keydown", (event) => {
    if (event.key === " ") pressed = true;
  });
  button.addEventListener("click", () => {
    pressed = false;
    options.onOpen();
  });
  let error: HTMLElement | undefined;
  const clearError = () => {
    error?.remove();
    error = undefined;
  };

  return {
    setLabel(text) {
      label.textContent = text;
    },
    hasFocus() {
      return (button.getRootNode() as Document | ShadowRoot).activeElement === button;
    },
    setBusy() {
      clearError();
      button.setAttribute("aria-busy", "true");
    },
    showError() {
      button.removeAttribute("aria-busy");
      button.title = options.loadFailedText;
      if (error) return;
      error = document.createElement("div");
      error.className = "daw-launcher-error";
      error.setAttribute("role", "alert");
      const text = document.createElement("p");
      text.textContent = options.loadFailedText;
      const retry = document.createElement("button");
      retry.type = "button";
      retry.className = "daw-launcher-retry";
      retry.textContent = options.retryText;
      retry.addEventListener("click", () => {
        // Focus stays on a button while the one pressed goes away.
        button.focus();
        options.onOpen();
      });
      error.append(text, retry);
      root.prepend(error);
    },
    remove() {
      // Removing the focused button fires its blur (which forgets a press): read the press first.
      const wasPressed = pressed;
      root.remove();
      if (wasPressed) options.onOpen();
    },
  };
}
