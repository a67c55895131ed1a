import { useId, useMemo, useRef, useState, type ComponentType, type PointerEvent, type ReactNode } from "react";
import { WidgetLink, type LinkProps } from "../markdown/markdownComponents";
import { AssistantComponentsContext, useAssistantComponents, type AssistantComponents } from "./assistantComponents";
import { useCitations } from "./citations";
import { usePartLabels } from "./partLabels";
import { usePassageCard, type PassageTrigger } from "./PassageCard";

/**
 * A `Link` that draws the link, then, when it goes to a cited page, the page's number: a small button
 * that (like the link, on hover or focus) shows the passage the citation rests on. Once shown, the
 * link opens the page at that passage where the browser can.
 */
function citingLink(Link: ComponentType<LinkProps>): ComponentType<LinkProps> {
  function CitingLink(props: LinkProps) {
    const labels = usePartLabels();
    const citations = useCitations();
    const card = usePassageCard();
    const owner = useId();
    const marker = useRef<HTMLSpanElement>(null);
    const [fragmentHref, setFragmentHref] = useState<string>();
    const number = citations.number(props.href);
    if (number === undefined) return <Link {...props} />;
    const show = (trigger: PassageTrigger) => {
      const anchor = marker.current;
      if (!anchor || !props.href) return;
      // Which of this page's citations it is: the text's links in order, as the passage finder reads them.
      const all = anchor.closest(".daw-message-parts")?.querySelectorAll(`[data-part="text"] .daw-cite[data-cite="${number}"]`);
      const index = all ? [...all].indexOf(anchor) : -1;
      card.show({ owner, anchor, number, occurrence: index < 0 ? undefined : index, href: props.href, onLink: setFragmentHref }, trigger);
    };
    const hide = (trigger: PassageTrigger) => card.hide(owner, trigger);
    const toggle = () => (card.pressed(owner) ? hide("press") : show("press"));
    const describedBy = card.describedBy(owner);
    const pointer = {
      onPointerEnter: (event: PointerEvent) => event.pointerType !== "touch" && show("hover"),
      onPointerLeave: (event: PointerEvent) => event.pointerType !== "touch" && hide("hover"),
    };
    return (
      <>
        <Link {...props} href={fragmentHref ?? props.href} aria-describedby={describedBy} {...pointer} onFocus={() => show("focus")} onBlur={() => hide("focus")} />
        {/* Out of the Tab order: focusing the link shows the same passage. A tap or a click shows it too. Not a
            <button>: a button is a box of its own, which a line may break before or after, and a ")" after it
            was left alone at the start of the next line; an inline element keeps to its link and to what follows. */}
        <span
          role="button"
          ref={marker}
          className="daw-cite"
          data-cite={number}
          tabIndex={-1}
          aria-describedby={describedBy}
          {...pointer}
          onClick={toggle}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault();
            toggle();
          }}
        >
          <span className="daw-visually-hidden">{` ${labels.citation} ${number}`}</span>
          <span aria-hidden="true">{number}</span>
        </span>
      </>
    );
  }
  CitingLink.displayName = `Citing(${Link.displayName ?? Link.name ?? "Link"})`;
  return CitingLink;
}

const citingLinks = new WeakMap<ComponentType<LinkProps>, ComponentType<LinkProps>>();

/**
 * Draws `children` (an answer's text) with `Link` wrapped so that each link to a cited page is
 * followed by its number (from the enclosing `CitationContext`). The site's own `Link` still draws the
 * link itself, with the props it always gets (and the hover and focus handlers that show the passage).
 */
export function CitingAnswer({ children }: { children: ReactNode }) {
  const components = useAssistantComponents();
  const base = components.Link ?? WidgetLink;
  const withCitations = useMemo<AssistantComponents>(() => {
    let Link = citingLinks.get(base);
    if (!Link) {
      Link = citingLink(base);
      citingLinks.set(base, Link);
    }
    return { ...components, Link };
  }, [components, base]);
  return <AssistantComponentsContext.Provider value={withCitations}>{children}</AssistantComponentsContext.Provider>;
}
