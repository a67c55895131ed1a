import { stepUntilDone } from "./stepUntilDone";

/** A button's accessible name as the widget gives it: its `aria-label`, else its text. */
function nameOf(button: HTMLButtonElement): string {
  return button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
}

/**
 * Presses buttons one after another, each as soon as it shows in `scope` (found by its accessible
 * name, enabled), to reach a state behind clicks: the list of conversations, the feedback form, the
 * docked sidebar. Starts after the current task, so React's StrictMode double mount, which calls the
 * returned stop at once, presses nothing twice. Returns the stop.
 */
export function pressInOrder(names: ReadonlyArray<string>, scope: () => ParentNode | null): () => void {
  let next = 0;
  return stepUntilDone(
    () => {
      while (next < names.length) {
        const root = scope();
        const button = root && [...root.querySelectorAll("button")].find((candidate) => nameOf(candidate) === names[next] && !candidate.disabled);
        if (!button) return false;
        next += 1;
        button.click();
      }
      return true;
    },
    { attributes: true },
  );
}
