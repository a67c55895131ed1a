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
  button.textContent = options.label;
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
    setLabel(label) {
      button.textContent = label;
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
