// @vitest-environment jsdom
import { readScriptOptions } from "./scriptOptions";

afterEach(() => vi.restoreAllMocks());

test.each(["popover", "inline", "sidebar"])('data-mode="%s" becomes the mode prop', (mode) => {
  const script = document.createElement("script");
  script.setAttribute("data-mode", mode);
  expect(readScriptOptions(script).options.mode).toBe(mode);
});

test("an unknown data-mode is ignored with a warning", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const script = document.createElement("script");
  script.setAttribute("data-mode", "drawer");
  expect(readScriptOptions(script).options.mode).toBeUndefined();
  expect(warn.mock.calls[0]![0]).toContain("sidebar");
});

test('data-make-room="false" leaves the page to the site (makeRoom false); absent, the widget makes room', () => {
  const script = document.createElement("script");
  expect(readScriptOptions(script).options.makeRoom).toBeUndefined();
  script.setAttribute("data-make-room", "false");
  expect(readScriptOptions(script).options.makeRoom).toBe(false);
});

test("data-still-working-after-ms becomes stillWorkingAfterMs", () => {
  const script = document.createElement("script");
  script.setAttribute("data-still-working-after-ms", "5000");
  expect(readScriptOptions(script).options.stillWorkingAfterMs).toBe(5000);
});
