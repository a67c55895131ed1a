import { useEffect, type RefObject } from "react";

/**
 * Files pasted into the message box (a screenshot from the clipboard, a copied file) go to `onFiles`.
 * Text pasted with them is pasted as usual; a paste of files alone puts nothing in the box.
 */
export function usePastedFiles(box: RefObject<HTMLTextAreaElement | null>, onFiles: (files: File[]) => void): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const paste = (event: ClipboardEvent) => {
      const data = event.clipboardData;
      const files = [...(data?.files ?? [])];
      if (files.length === 0) return;
      if (!data!.types.includes("text/plain")) event.preventDefault();
      onFiles(files);
    };
    element.addEventListener("paste", paste);
    return () => element.removeEventListener("paste", paste);
  }, [box, onFiles]);
}
