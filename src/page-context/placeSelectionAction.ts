import type { SelectionSnapshot } from "./readSelection";

/** Options of {@link placeSelectionAction}. */
export interface PlaceSelectionActionOptions {
  /** The action's size in CSS pixels (measure it once it is rendered, or use an estimate). */
  size: { width: number; height: number };
  /** The viewport's size: `{ width: innerWidth, height: innerHeight }` (or the visual viewport's). */
  viewport: { width: number; height: number };
  /**
   * Space between the selection and the action.
   * @default 8
   */
  gap?: number;
  /**
   * Space kept between the action and the viewport's edges.
   * @default 8
   */
  margin?: number;
  /** True for a place the action must not take (over the open widget, say): the next one is tried. */
  avoid?: (placement: SelectionActionPlacement) => boolean;
}

/** Where to put the selection action, for `position: fixed; top; left`. */
export interface SelectionActionPlacement {
  top: number;
  left: number;
  /**
   * `after` the selection's last character, on its line, when nothing follows it there (it covers no
   * text); else `below` the line where the selection ends, or `above` the selection.
   */
  side: "after" | "below" | "above";
}

/**
 * Places the selection action next to the end of the selection, where the reader's pointer or
 * caret is. When the selection ends its line (a whole paragraph, a sentence at a line's end), right
 * after its last character, on that line, past the inline end (the left in right-to-left text):
 * no text is covered there. Otherwise, or when that does not fit in the viewport, below the line
 * where the selection ends, centred on its end (or ending or starting there, to keep clear of what
 * `avoid` refuses); above the selection when the viewport's bottom is too close. Always inside the viewport.
 */
export function placeSelectionAction(
  selection: Pick<SelectionSnapshot, "rect" | "focusRect" | "backward" | "endsLine" | "direction">,
  options: PlaceSelectionActionOptions,
): SelectionActionPlacement {
  const { size, viewport } = options;
  const gap = options.gap ?? 8;
  const margin = options.margin ?? 8;
  const { rect, focusRect, backward } = selection;
  const candidates: SelectionActionPlacement[] = [];
  if (selection.endsLine && !backward) {
    const left = selection.direction === "rtl" ? focusRect.left - gap - size.width : focusRect.right + gap;
    const top = focusRect.top + focusRect.height / 2 - size.height / 2;
    const fits = left >= margin && left + size.width + margin <= viewport.width && top >= margin && top + size.height + margin <= viewport.height;
    if (fits) candidates.push({ top, left, side: "after" });
  }
  const pointX = backward === (selection.direction === "rtl") ? focusRect.right : focusRect.left;
  // Centred on the end; else ending at it or starting at it (away from something to avoid on one side).
  const lefts = [pointX - size.width / 2, pointX - size.width, pointX].map((left) => clamp(left, margin, viewport.width - size.width - margin));
  const below = focusRect.bottom + gap;
  const aboveTop = clamp(rect.top - gap - size.height, margin, viewport.height - size.height - margin);
  const rows: Array<{ top: number; side: "below" | "above" }> = below + size.height + margin <= viewport.height ? [{ top: Math.max(margin, below), side: "below" }] : [];
  rows.push({ top: aboveTop, side: "above" as const });
  for (const row of rows) for (const left of lefts) candidates.push({ ...row, left });
  // Nowhere free: next to the end all the same, rather than away from it.
  return candidates.find((candidate) => !options.avoid?.(candidate)) ?? candidates.find((candidate) => candidate.side !== "after")!;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
