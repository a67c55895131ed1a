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

  test("beside the text block, in the margin past its end, level with the line where the selection ends: no text covered", () => {
    const selection = { rect: rect(100, 50, 300, 60), focusRect: rect(140, 50, 300, 20), backward: false, blockRect: rect(90, 40, 640, 100) };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 135, left: 688, side: "beside" });
  });

  test("right to left: beside the block's left edge", () => {
    const selection = { rect: rect(100, 400, 300, 60), focusRect: rect(140, 400, 300, 20), backward: false, blockRect: rect(90, 240, 640, 100), direction: "rtl" as const };
    expect(placeSelectionAction(selection, options)).toEqual({ top: 135, left: 132, side: "beside" });
  });

  test("a column as wide as the viewport (a phone): next to where the selection ends, as before", () => {
    const selection = { rect: rect(100, 10, 300, 60), focusRect: rect(140, 10, 300, 20), backward: false, blockRect: rect(90, 0, 1000, 100) };
    expect(placeSelectionAction(selection, options)).toMatchObject({ top: 168, side: "below" });
  });
});
