import type { PageActionsSetup } from "./pageActionsSetup";

/**
 * Makes `button` the page menu's button (the WAI-ARIA menu button pattern): a click, Enter or Space
 * opens the menu on its first item, ArrowDown on its first, ArrowUp on its last; pressed again, it
 * closes it. The menu's code is fetched on first use; the button says it is busy meanwhile.
 * `setup` is read when the menu opens (a getter may give the latest labels). Returns a disposer
 * that also closes an open menu.
 */
export function listenPageActionsButton(button: HTMLButtonElement, setup: PageActionsSetup, container: Element | ShadowRoot): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  button.addEventListener("click", () => togglePageActionsMenuOnUse(button, setup, container, "first"), { signal });
  button.addEventListener(
    "keydown",
    (event) => {
      const focus = event.key === "ArrowDown" ? "first" : event.key === "ArrowUp" ? "last" : undefined;
      if (!focus) return;
      event.preventDefault();
      if (button.getAttribute("aria-expanded") !== "true") togglePageActionsMenuOnUse(button, setup, container, focus);
    },
    { signal },
  );
  return () => {
    controller.abort();
    if (button.getAttribute("aria-expanded") === "true") void import("./pageActionsMenu").then((menu) => menu.closePageActionsMenu(button));
  };
}

/** Opens or closes the menu of `trigger`, its code fetched now if it is not yet there. */
export function togglePageActionsMenuOnUse(trigger: HTMLElement, setup: PageActionsSetup, container: Element | ShadowRoot, focus: "first" | "last"): void {
  trigger.setAttribute("aria-busy", "true");
  import("./pageActionsMenu")
    .then((menu) => menu.togglePageActionsMenu({ trigger, setup, container, focus }))
    .catch((error: unknown) => {
      trigger.removeAttribute("aria-busy");
      console.error("[docs-assistant] the page menu could not be loaded:", error);
    });
}
