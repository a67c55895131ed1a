import * as Popover from "@radix-ui/react-popover";
import { useEffect, useMemo } from "react";
import { useAssistantComponents } from "./assistantComponents";
import { CitationPassage } from "./CitationPassage";
import { useCitations } from "./citations";
import type { PassageCardState } from "./PassageCard";
import { passageOf } from "./passageOf";

/** Props of {@link PassagePopover}. */
export interface PassagePopoverProps {
  /** The card's id, for the citations' `aria-describedby`. */
  id: string;
  /** The citation it is shown for. */
  state: PassageCardState;
  /** The pointer came onto the card: it stays. */
  onKeep: () => void;
  /** Escape, or a press outside. */
  onClose: () => void;
  /** The pointer left the card. */
  onLeave: () => void;
}

/**
 * The passage a citation rests on (see `passageOf`), in a non-modal Radix popover placed beside the
 * citation, in the widget's own root (so inside the shadow root in the script tag), drawn by
 * `components.Passage` (else `CitationPassage`). Once it is shown, the citation opens its page there.
 */
export function PassagePopover({ id, state, onKeep, onClose, onLeave }: PassagePopoverProps) {
  const citations = useCitations();
  const { Passage = CitationPassage } = useAssistantComponents();
  const { anchor: element, number, occurrence, href, onLink } = state;
  const page = citations.page(number);
  const found = useMemo(() => passageOf(citations, { number, occurrence, href }), [citations, number, occurrence, href]);
  useEffect(() => onLink(found.href), [onLink, found]);
  const anchor = useMemo(() => ({ current: element }), [element]);
  if (!page) return null;
  const root = element.closest(".daw-root");
  const container = root ?? (element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot) : element.ownerDocument.body);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal container={container}>
        {/* Not a direct child of the widget's root: the panel's own rules for its popper wrapper stay its own. */}
        <div className={root ? "daw-passage-layer" : "daw-root daw-passage-layer"}>
          <Popover.Content
            id={id}
            role="tooltip"
            className="daw-passage-card"
            data-part="passage"
            side="top"
            align="start"
            sideOffset={6}
            // Inside the transcript, so inside the panel; a citation scrolled out of it takes its card away.
            collisionBoundary={element.closest('[role="log"]')}
            collisionPadding={8}
            hideWhenDetached
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            // Focus is followed by the citations themselves; a press on the citation that shows the card is its own toggle.
            onFocusOutside={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => {
              if (event.target instanceof Node && element.contains(event.target)) event.preventDefault();
            }}
            onPointerEnter={onKeep}
            onPointerLeave={(event) => {
              if (event.pointerType === "mouse") onLeave();
            }}
          >
            <Passage page={page} number={number} passage={found.passage} />
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
