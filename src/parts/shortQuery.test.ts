import { shortQuery } from "./shortQuery";

describe("shortQuery", () => {
  test("a short query is kept as it is, whitespace collapsed", () => {
    expect(shortQuery("  install   the widget ")).toBe("install the widget");
  });

  test("a long one keeps its first words, then …", () => {
    expect(shortQuery("how do I create a client import nimbus sdk const new apikey")).toBe("how do I create a client…");
  });

  test("never longer than the character limit, even for one long word", () => {
    expect(shortQuery("a".repeat(80))).toBe(`${"a".repeat(48)}…`);
    expect(shortQuery("configuration authentication authorization internationalization localization")!.length).toBeLessThanOrEqual(49);
  });

  test("nothing to say: undefined", () => {
    expect(shortQuery("   ")).toBeUndefined();
    expect(shortQuery(undefined)).toBeUndefined();
  });
});
