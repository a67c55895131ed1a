import { stepUntilDone } from "./stepUntilDone";

/**
 * Chooses `files` in the composer's picker as soon as it shows in `scope` (as a reader does after
 * pressing Attach files), then calls `then` once the composer holds them as chips (or said why not).
 * Starts after the current task, so StrictMode's double mount chooses nothing twice. Returns the stop.
 */
export function chooseFiles(files: ReadonlyArray<File>, scope: () => ParentNode | null, then?: () => void): () => void {
  let chosen = false;
  return stepUntilDone(() => {
    const root = scope();
    if (!root) return false;
    if (!chosen) {
      const picker = root.querySelector<HTMLInputElement>('input[type="file"]');
      if (!picker) return false;
      chosen = true;
      // What the browser's picker leaves on the input: the files, then a change event.
      Object.defineProperty(picker, "files", { value: files, configurable: true });
      picker.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const settled = root.querySelectorAll(".daw-attachments .daw-attachment").length > 0 || root.querySelector(".daw-attachment-alert");
    if (!settled) return false;
    then?.();
    return true;
  });
}

/** Files dragged over the panel in `scope` (not yet dropped): its overlay shows. */
export function dragFilesOver(scope: () => ParentNode | null): () => void {
  return stepUntilDone(() => {
    const panel = scope()?.querySelector(".daw-panel-body");
    if (!panel || !scope()?.querySelector(".daw-attach")) return false;
    const event = new Event("dragenter", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: { types: ["Files"], dropEffect: "none" } });
    panel.dispatchEvent(event);
    return true;
  });
}
