import { placeSelectionAction } from "./placeSelectionAction";
import type { ViewportRect } from "./readSelection";

const rect = (top: number, left: number, width: number, height: number): ViewportRect => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
  right: left + width,
});
const options = { size: { width: 100, height: 30 }, viewport: { width: 1000, height: 800 } };

describe("placeSelectionAction", () => {
  test("below the line where a forward selection ends, centred on its end", () => {
    const selection = { rect: rect(100, 50, 600, 60), focusRect: rect(140, 50, 300, 20), backward: false };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 168, left: 300, side: "below" });
  });

  test("centred on the start of a backward selection's first line", () => {
    const selection = { rect: rect(100, 50, 600, 60), focusRect: rect(100, 200, 450, 20), backward: true };
    expect(placeSelectionAction(selection, options)).toMatchObject({ left: 150, side: "below" });
  });

  test("above the selection when the viewport's bottom is too close", () => {
    const selection = { rect: rect(700, 50, 600, 60), focusRect: rect(740, 50, 300, 20), backward: false };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 662, left: 300, side: "above" });
  });

  test("kept inside the viewport at its edges", () => {
    const nearRight = { rect: rect(100, 900, 95, 20), focusRect: rect(100, 900, 95, 20), backward: false };
    expect(placeSelectionAction(nearRight, options).left).toBe(892);
    const nearLeft = { rect: rect(100, 0, 10, 20), focusRect: rect(100, 0, 10, 20), backward: false };
    expect(placeSelectionAction(nearLeft, { ...options, margin: 4 }).left).toBe(4);
    const tall = { rect: rect(-500, 0, 500, 2000), focusRect: rect(1480, 0, 500, 20), backward: false };
    expect(placeSelectionAction(tall, options)).toMatchObject({ top: 8, side: "above" });
  });

  test("a selection that ends its line: right after its last character, on that line (no text there)", () => {
    const selection = { rect: rect(100, 50, 300, 60), focusRect: rect(140, 50, 300, 20), backward: false, endsLine: true };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 135, left: 358, side: "after" });
  });

  test("right to left: after the end is to its left", () => {
    const selection = { rect: rect(100, 400, 300, 60), focusRect: rect(140, 400, 300, 20), backward: false, endsLine: true, direction: "rtl" as const };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 135, left: 292, side: "after" });
  });

  test("no room after the end (a phone, a line that fills the column): below it, as before", () => {
    const selection = { rect: rect(100, 10, 950, 60), focusRect: rect(140, 10, 950, 20), backward: false, endsLine: true };
    expect(placeSelectionAction(selection, options)).toMatchObject({ top: 168, side: "below" });
  });

  test("a place to avoid (the open widget) is skipped: below and ending at the end, then above", () => {
    const selection = { rect: rect(100, 50, 300, 60), focusRect: rect(140, 50, 300, 20), backward: false, endsLine: true };
    const widget = { left: 355, right: 1000 };
    const avoid = (place: { left: number }) => place.left + 100 > widget.left && place.left < widget.right;
    expect(placeSelectionAction(selection, { ...options, avoid })).toEqual({ top: 168, left: 250, side: "below" });
    const everywhere = () => true;
    expect(placeSelectionAction(selection, { ...options, avoid: everywhere })).toEqual({ top: 168, left: 300, side: "below" });
  });
});
