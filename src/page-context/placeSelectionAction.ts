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
}

/** Where to put the selection action, for `position: fixed; top; left`. */
export interface SelectionActionPlacement {
  top: number;
  left: number;
  /**
   * `beside` the text block, past its inline end (in the margin, covering no text), level with the
   * line where the selection ends; else `below` that line, or `above` the selection when there is no room below.
   */
  side: "beside" | "below" | "above";
}

/**
 * Places the selection action where it covers no text: beside the selection's text block, past its
 * inline end (right, or left in right-to-left text), level with the line where the selection ends,
 * when the viewport has room there. Otherwise (a phone, a full-width column) next to where the
 * selection ends (the pointer or caret is there), centred on that point, below its line, or above the
 * selection's top when the bottom of the viewport is too close. Always kept inside the viewport.
 */
export function placeSelectionAction(
  selection: Pick<SelectionSnapshot, "rect" | "focusRect" | "backward" | "blockRect" | "direction">,
  options: PlaceSelectionActionOptions,
): SelectionActionPlacement {
  const { size, viewport } = options;
  const gap = options.gap ?? 8;
  const margin = options.margin ?? 8;
  const { rect, focusRect, backward, blockRect } = selection;
  if (blockRect) {
    const left = selection.direction === "rtl" ? blockRect.left - gap - size.width : blockRect.right + gap;
    const top = focusRect.top + focusRect.height / 2 - size.height / 2;
    const fits = left >= margin && left + size.width + margin <= viewport.width;
    if (fits && top >= margin && top + size.height + margin <= viewport.height) return { top, left, side: "beside" };
  }
  const pointX = backward ? focusRect.left : focusRect.right;
  const left = clamp(pointX - size.width / 2, margin, viewport.width - size.width - margin);
  const below = focusRect.bottom + gap;
  if (below + size.height + margin <= viewport.height) return { top: Math.max(margin, below), left, side: "below" };
  const above = rect.top - gap - size.height;
  const top = clamp(above, margin, viewport.height - size.height - margin);
  return { top, left, side: "above" };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
