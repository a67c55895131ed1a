import { useRef, type MouseEvent } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { useStableCallback } from "../parts/useStableCallback";
import { rememberPanelReturn, takePanelReturn, type PanelReturn } from "./panelReturn";

/** How close to the transcript's bottom still counts as being at the bottom (px). */
const AT_BOTTOM_PX = 48;

export interface PanelReturnOptions {
  domain: string;
  /** Off where the conversation is not kept across pages (`threadStorage: "none"`). */
  enabled: boolean;
  /** The popover is docked as a sidebar now. */
  docked: boolean;
  setOpen: (open: boolean) => void;
  /** Docks the popover again; `undefined` unless the widget's `mode` is `popover`. */
  setExpanded: ((expanded: boolean) => void) | undefined;
}

/**
 * Citations keep the assistant. A plain click on a link in the panel to another page of the same
 * site (a cited source, a link in an answer) keeps the panel as it is for that page: open, docked or
 * not, and the transcript's place, by the message at its top. Mounted on that page, the widget opens
 * so again (once). Links that open elsewhere (a new tab, another site, a page's own fragment) and
 * links a custom `Link` handles itself (`preventDefault`, client-side navigation) keep nothing.
 * Returns the panel's click handler and, until the transcript takes it, the place to scroll back to.
 */
export function usePanelReturn({ domain, enabled, docked, setOpen, setExpanded }: PanelReturnOptions) {
  const place = useRef<PanelReturn | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (!enabled) return;
    const back = takePanelReturn(domain);
    if (!back) return;
    place.current = back;
    if (back.docked) setExpanded?.(true);
    setOpen(true);
    // Once, for the page the link led to.
  }, []);
  const onPanelClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    if (!enabled || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.href.split("#")[0] === location.href.split("#")[0]) return;
    rememberPanelReturn(domain, url.href, { docked, ...transcriptPlace(event.currentTarget.querySelector(".daw-transcript")) });
  });
  return { onPanelClick, place };
}

/** The message at the top of the transcript and how far it is scrolled past it; nothing at the bottom. */
function transcriptPlace(transcript: Element | null): Pick<PanelReturn, "message" | "offset"> {
  if (!transcript || transcript.scrollHeight - transcript.scrollTop - transcript.clientHeight <= AT_BOTTOM_PX) return {};
  const top = transcript.getBoundingClientRect().top;
  const messages = [...transcript.querySelectorAll(":scope > [data-role]")];
  const index = messages.findIndex((message) => message.getBoundingClientRect().bottom > top);
  return index < 0 ? {} : { message: index, offset: Math.round(top - messages[index]!.getBoundingClientRect().top) };
}
