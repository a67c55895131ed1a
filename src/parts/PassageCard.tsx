import * as Popover from "@radix-ui/react-popover";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useAssistantComponents } from "./assistantComponents";
import { CitationPassage } from "./CitationPassage";
import { useCitations } from "./citations";
import type { Passage } from "./findPassage";

/** What the passage card is shown for. */
export interface PassageTarget {
  /** Who asked (a `useId`), to know whether the card is theirs. */
  owner: string;
  /** The element the card is placed beside. */
  anchor: Element;
  /** The cited page's number. */
  number: number;
  /** The passage to show (see `Citations.passage`). */
  passage: Passage | undefined;
}

/** How the card was asked for: a pointer resting on it, focus, or a press (a tap or a click). */
export type PassageTrigger = "hover" | "focus" | "press";

interface PassageCardState extends PassageTarget {
  trigger: PassageTrigger;
}

/** What a citation uses to show and hide the card. */
export interface PassageCardControls {
  /** The id of the card (for `aria-describedby`) while it is shown for `owner`, else undefined. */
  describedBy(owner: string): string | undefined;
  /** Whether the card is shown for `owner` because it was pressed. */
  pressed(owner: string): boolean;
  /** Shows the card for `target` (after a moment for a pointer that only passes by). */
  show(target: PassageTarget, trigger: PassageTrigger): void;
  /** Hides the card if it is `owner`'s (after a moment for a pointer, which may be on its way to the card). */
  hide(owner: string, trigger: PassageTrigger): void;
}

/** A pointer resting this long on a citation shows its passage; leaving for this long hides it. */
const HOVER_MS = 180;

const NO_CARD: PassageCardControls = { describedBy: () => undefined, pressed: () => false, show: () => {}, hide: () => {} };
const PassageCardContext = createContext<PassageCardControls>(NO_CARD);
PassageCardContext.displayName = "PassageCardContext";

/** The controls of the enclosing `PassageCard` (none outside one: nothing shows). */
export function usePassageCard(): PassageCardControls {
  return useContext(PassageCardContext);
}

/**
 * The card that shows the passage a citation rests on, one per message: a non-modal Radix popover
 * placed beside the citation, in the widget's own root (so inside the shadow root in the script tag),
 * drawn by `components.Passage` (else `CitationPassage`). It never takes focus; Escape, a press
 * outside, and the pointer or focus moving away close it.
 */
export function PassageCard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PassageCardState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const later = useCallback((action: () => void, wait: boolean) => {
    clearTimeout(timer.current);
    if (wait) timer.current = setTimeout(action, HOVER_MS);
    else action();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (target: PassageTarget, trigger: PassageTrigger) =>
      later(() => setState((current) => (current?.owner === target.owner && current.trigger === "press" ? current : { ...target, trigger })), trigger === "hover"),
    [later],
  );
  const hide = useCallback(
    (owner: string, trigger: PassageTrigger) => later(() => setState((current) => (current?.owner === owner ? null : current)), trigger === "hover"),
    [later],
  );
  const controls = useMemo<PassageCardControls>(
    () => ({
      describedBy: (owner) => (state?.owner === owner ? id : undefined),
      pressed: (owner) => state?.owner === owner && state.trigger === "press",
      show,
      hide,
    }),
    [state, id, show, hide],
  );
  return (
    <PassageCardContext.Provider value={controls}>
      {children}
      {state ? <Card id={id} state={state} onKeep={() => clearTimeout(timer.current)} onClose={() => setState(null)} onLeave={() => hide(state.owner, "hover")} /> : null}
    </PassageCardContext.Provider>
  );
}

interface CardProps {
  id: string;
  state: PassageCardState;
  onKeep: () => void;
  onClose: () => void;
  onLeave: () => void;
}

function Card({ id, state, onKeep, onClose, onLeave }: CardProps) {
  const citations = useCitations();
  const { Passage = CitationPassage } = useAssistantComponents();
  const page = citations.page(state.number);
  const anchor = useMemo(() => ({ current: state.anchor }), [state.anchor]);
  const root = state.anchor.closest(".daw-root");
  if (!page) return null;
  const container = root ?? (state.anchor.getRootNode() instanceof ShadowRoot ? (state.anchor.getRootNode() as ShadowRoot) : state.anchor.ownerDocument.body);
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
            collisionPadding={8}
            hideWhenDetached
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            // Focus is followed by the citations themselves; a press on the citation that shows the card is its own toggle.
            onFocusOutside={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => {
              if (event.target instanceof Node && state.anchor.contains(event.target)) event.preventDefault();
            }}
            onPointerEnter={onKeep}
            onPointerLeave={(event) => {
              if (event.pointerType === "mouse") onLeave();
            }}
          >
            <Passage page={page} number={state.number} passage={state.passage} />
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
