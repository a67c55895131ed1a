import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { CitationTarget } from "./passageOf";
import type { PassagePopover } from "./PassagePopover";

/** What the passage card is shown for. */
export interface PassageTarget extends CitationTarget {
  /** Who asked (a `useId`), to know whether the card is theirs. */
  owner: string;
  /** The element the card is placed beside. */
  anchor: Element;
  /** Given `href` opening the page at the passage shown (a text fragment), once it is shown. */
  onLink: (href: string) => void;
}

/** How the card was asked for: a pointer resting on it, focus, or a press (a tap or a click). */
export type PassageTrigger = "hover" | "focus" | "press";

/** The card's target, and how it was asked for. */
export interface PassageCardState extends PassageTarget {
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

type View = typeof PassagePopover;
let view: View | undefined;
let loading: Promise<View> | undefined;

/**
 * The card itself (finding the passage, placing and drawing it) is a chunk of its own, fetched the
 * first time a reader points at a citation; a failed load is forgotten, so the next time tries again.
 */
function loadView(): Promise<View> {
  loading ??= import("./PassagePopover").then(
    (module) => (view = module.PassagePopover),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The card that shows the passage a citation rests on, one per message (see `PassagePopover`). It
 * never takes focus; Escape, a press outside, and the pointer or focus moving away close it.
 */
export function PassageCard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PassageCardState | null>(null);
  const [View, setView] = useState(() => view);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const later = useCallback((action: () => void, wait: boolean) => {
    clearTimeout(timer.current);
    if (wait) timer.current = setTimeout(action, HOVER_MS);
    else action();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (target: PassageTarget, trigger: PassageTrigger) => {
      // Fetched while a pointer rests: by the time it has, the card can show.
      if (!view) loadView().then((loaded) => setView(() => loaded), () => {});
      later(() => setState((current) => (current?.owner === target.owner && current.trigger === "press" ? current : { ...target, trigger })), trigger === "hover");
    },
    [later],
  );
  const hide = useCallback(
    (owner: string, trigger: PassageTrigger) => later(() => setState((current) => (current?.owner === owner ? null : current)), trigger === "hover"),
    [later],
  );
  const shown = View ? state : null;
  const controls = useMemo<PassageCardControls>(
    () => ({
      describedBy: (owner) => (shown?.owner === owner ? id : undefined),
      pressed: (owner) => shown?.owner === owner && shown.trigger === "press",
      show,
      hide,
    }),
    [shown, id, show, hide],
  );
  return (
    <PassageCardContext.Provider value={controls}>
      {children}
      {View && shown ? <View id={id} state={shown} onKeep={() => clearTimeout(timer.current)} onClose={() => setState(null)} onLeave={() => hide(shown.owner, "hover")} /> : null}
    </PassageCardContext.Provider>
  );
}
