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
  /** Says on the button that loading failed; a click tries again. */
  showError(): void;
  remove(): void;
}

export interface LightLauncherOptions {
  label: string;
  /** The shortcut that opens the widget, as the full launcher shows it; none when it is turned off. */
  shortcut?: ShortcutHint;
  /** The hint shown when loading failed. */
  loadFailedText: string;
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

  return {
    setLabel(text) {
      label.textContent = text;
    },
    hasFocus() {
      return (button.getRootNode() as Document | ShadowRoot).activeElement === button;
    },
    showError() {
      button.title = options.loadFailedText;
    },
    remove() {
      // Removing the focused button fires its blur (which forgets a press): read the press first.
      const wasPressed = pressed;
      root.remove();
      if (wasPressed) options.onOpen();
    },
  };
}
