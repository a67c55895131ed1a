import { render } from "@testing-library/react";
import fc from "fast-check";
import { LONG_RUN, RUN_PIECE, breakLongRuns, longRunPieces } from "../../src/markdown/breakLongRuns";

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

/** The pieces as the regular expression `\S{48,}` found them: the reference for short texts. */
function piecesByExpression(text: string): string[] | undefined {
  const long = new RegExp(`\\S{${LONG_RUN},}`, "gu");
  // eslint-disable-next-line no-misleading-character-class -- a class of the joiners themselves, one code point each
  const joined = /^[\p{M}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}]/u;
  if (text.length < LONG_RUN || !new RegExp(long.source, "u").test(text)) return undefined;
  const pieces: string[] = [];
  let current = "";
  let last = 0;
  for (const match of text.matchAll(long)) {
    current += text.slice(last, match.index);
    let count = 0;
    for (const character of match[0]) {
      if (count >= RUN_PIECE && !joined.test(character) && !current.endsWith("\u200d")) {
        pieces.push(current);
        current = "";
        count = 0;
      }
      current += character;
      count += 1;
    }
    last = match.index + match[0].length;
  }
  pieces.push(current + text.slice(last));
  return pieces;
}

describe("hostile content: runs of megabytes", () => {
  test("a 6 MB run without a space is cut in one pass (a regular expression over it overflowed the stack)", () => {
    const run = "a".repeat(6_000_000);
    const pieces = longRunPieces(`Run: ${run} end.`)!;
    expect(pieces.join("")).toBe(`Run: ${run} end.`);
    expect(pieces).toHaveLength(6_000_000 / RUN_PIECE);
    expect(pieces[1]).toHaveLength(RUN_PIECE);
  });

  test("the pieces are those the regular expression gave, for any text (property)", () => {
    const character = fc.oneof(
      fc.constantFrom("a", " ", "\n", "\t", "\u00a0", "\u3000", "\u200d", "\u0301", "\ufe0f", "👩", "\u{1f3fb}", "é", "\ud800"),
      fc.string({ minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(character, fc.integer({ min: 1, max: 80 })), { maxLength: 12 }), (runs) => {
        const text = runs.map(([piece, times]) => piece.repeat(times)).join("");
        expect(longRunPieces(text)).toEqual(piecesByExpression(text));
      }),
      { numRuns: 500 },
    );
  });
});
