import { MAX_DEFINITIONS, referenceDefinitions } from "./referenceDefinitions";

describe("referenceDefinitions on hostile blocks", () => {
  test("a line of 200,000 `[` is read once (the unanchored check read it from every bracket: minutes)", { timeout: 10_000 }, () => {
    expect(referenceDefinitions(["[".repeat(200_000), `${"[".repeat(100_000)}\n[ok]: /fine\n`])).toBe("");
  });

  test("definitions in list items and quotes are still found, and at most MAX_DEFINITIONS go before the blocks", () => {
    expect(referenceDefinitions(["- [a]: /one\n", "> [b]: /two\n"])).toBe("[a]: </one>\n[b]: </two>");
    const many = Array.from({ length: MAX_DEFINITIONS + 50 }, (_, index) => `[d${index}]: /page-${index}`).join("\n");
    expect(referenceDefinitions([`${many}\n`]).split("\n")).toHaveLength(MAX_DEFINITIONS);
  });
});
