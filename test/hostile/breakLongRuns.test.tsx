import { render } from "@testing-library/react";
import { LONG_RUN, RUN_PIECE, breakLongRuns } from "../../src/markdown/breakLongRuns";

/**
 * Hostile content: very long unbroken strings. A 20,000-character word costs Chromium about a
 * second of layout every time the answer grows; the markdown gives such runs a `<wbr>` every few
 * characters, without changing the text.
 */
function rendered(text: string) {
  const { container } = render(<p>{breakLongRuns(text)}</p>);
  const paragraph = container.querySelector("p")!;
  return { text: paragraph.textContent, breaks: paragraph.querySelectorAll("wbr").length, html: paragraph.innerHTML };
}

describe("hostile content: very long unbroken strings get break opportunities", () => {
  test("ordinary text, and runs shorter than the limit, are left as they are", () => {
    const ordinary = "Install the CLI with npm, then run nimbus --version to check it.";
    expect(breakLongRuns(ordinary)).toBe(ordinary);
    const justUnder = "x".repeat(LONG_RUN - 1);
    expect(breakLongRuns(`a ${justUnder} b`)).toBe(`a ${justUnder} b`);
  });

  test("a 20,000-character word gets a <wbr> every few characters, and its text is unchanged", () => {
    const word = "A".repeat(20_000);
    const result = rendered(`Word: ${word} end`);
    expect(result.text).toBe(`Word: ${word} end`);
    expect(result.breaks).toBe(20_000 / RUN_PIECE - 1);
    expect(result.html.startsWith("Word: AAAA")).toBe(true);
  });

  test("only the long runs of a text are cut; whitespace and short words stay whole", () => {
    const long = "https://docs.example.com/".concat("segment".repeat(20));
    const result = rendered(`See ${long} and more words here.`);
    expect(result.text).toBe(`See ${long} and more words here.`);
    expect(result.html).toMatch(/^See https:\/\/docs\.exa/);
    expect(result.html.endsWith(" and more words here.")).toBe(true);
  });

  test("emoji sequences and combining marks are never split from what joins them", () => {
    const family = "👩‍👩‍👧‍👦";
    const accented = "e\u0301";
    const run = `${family.repeat(20)}${accented.repeat(40)}`;
    const result = rendered(run);
    expect(result.text).toBe(run);
    expect(result.breaks).toBeGreaterThan(0);
    for (const piece of result.html.split("<wbr>")) {
      expect(piece.startsWith("\u200d")).toBe(false);
      expect(/^\p{M}/u.test(piece)).toBe(false);
      expect(piece.endsWith("\u200d")).toBe(false);
    }
  });
});
