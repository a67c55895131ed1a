import { useEffect, type RefObject } from "react";

/**
 * Sets `--daw-viewport-height` on an element to the visual viewport's height, so a full-screen
 * panel on a phone stays above the on-screen keyboard (which `100dvh` alone does not do everywhere).
 */
export function useViewportHeight(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const viewport = typeof window === "undefined" ? undefined : window.visualViewport;
    const element = ref.current;
    if (!active || !viewport || !element) return;
    const update = () => element.style.setProperty("--daw-viewport-height", `${Math.round(viewport.height)}px`);
    update();
    viewport.addEventListener("resize", update);
    return () => {
      viewport.removeEventListener("resize", update);
      element.style.removeProperty("--daw-viewport-height");
    };
  }, [ref, active]);
}
