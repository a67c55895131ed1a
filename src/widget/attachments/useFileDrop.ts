import { useEffect, type RefObject } from "react";

/**
 * Files dropped anywhere on the panel go to `onFiles`. While files are dragged over it, the panel
 * carries `data-drop-hint` (the hint its overlay shows); text or links dragged over it are left to
 * the browser. The panel is the element `inside` sits in (`.daw-panel-body`, else the composer), so
 * the panel's own code needs nothing of this.
 */
export function useFileDrop(inside: RefObject<Element | null>, onFiles: (files: File[]) => void, hint: string): void {
  useEffect(() => {
    const target = inside.current?.closest(".daw-panel-body") ?? inside.current?.closest("form");
    if (!target) return;
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") === true;
    const over = (event: Event) => {
      const drag = event as DragEvent;
      if (!carriesFiles(drag)) return;
      drag.preventDefault();
      drag.dataTransfer!.dropEffect = "copy";
      target.setAttribute("data-drop-hint", hint);
    };
    const leave = (event: Event) => {
      const related = (event as DragEvent).relatedTarget;
      if (!(related instanceof Node) || !target.contains(related)) target.removeAttribute("data-drop-hint");
    };
    const drop = (event: Event) => {
      const drag = event as DragEvent;
      target.removeAttribute("data-drop-hint");
      if (!carriesFiles(drag)) return;
      drag.preventDefault();
      onFiles([...(drag.dataTransfer?.files ?? [])]);
    };
    target.addEventListener("dragenter", over);
    target.addEventListener("dragover", over);
    target.addEventListener("dragleave", leave);
    target.addEventListener("drop", drop);
    return () => {
      target.removeAttribute("data-drop-hint");
      target.removeEventListener("dragenter", over);
      target.removeEventListener("dragover", over);
      target.removeEventListener("dragleave", leave);
      target.removeEventListener("drop", drop);
    };
  }, [inside, onFiles, hint]);
}
