import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";

/** Where the sidebar and a reading column both fit: beside the page. Below, it lies over the page (the full screen on phones). */
export const SIDEBAR_BESIDE_QUERY = "(min-width: 1024px)";

/**
 * While the sidebar's element `panel` is there (it comes a render after the popover opens): `<html>` carries `data-docs-assistant-sidebar="open"` and
 * `--docs-assistant-sidebar-width` (its width where it sits beside the page, `0px` where it lies over
 * it), kept true as the window resizes. With `makeRoom`, the page's `<body>` also gets that width as
 * its inline-end margin (inline, so it wins over the site's stylesheet), so no text is under the
 * sidebar; the body's own inline value comes back when it closes. A site with its own fixed layout
 * turns `makeRoom` off and uses the hook instead.
 */
export function useSidebarRoom(panel: HTMLElement | null, makeRoom: boolean): void {
  useIsomorphicLayoutEffect(() => {
    if (!panel) return;
    const { documentElement: html, body } = document;
    const kept = body.style.marginInlineEnd;
    html.dataset.docsAssistantSidebar = "open";
    const beside = typeof matchMedia === "function" ? matchMedia(SIDEBAR_BESIDE_QUERY) : undefined;
    const give = () => {
      const width = beside?.matches ? `${Math.round(panel.getBoundingClientRect().width)}px` : "0px";
      html.style.setProperty("--docs-assistant-sidebar-width", width);
      if (makeRoom) body.style.marginInlineEnd = width === "0px" ? kept : width;
    };
    give();
    beside?.addEventListener("change", give);
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(give) : undefined;
    resized?.observe(panel);
    return () => {
      resized?.disconnect();
      beside?.removeEventListener("change", give);
      delete html.dataset.docsAssistantSidebar;
      html.style.removeProperty("--docs-assistant-sidebar-width");
      if (makeRoom) body.style.marginInlineEnd = kept;
    };
  }, [panel, makeRoom]);
}
