import assert from "node:assert/strict";
import { CHARS_NOW, highlightCode, highlightCodeNow, type HighlightLine } from "./highlightCode";

// Its own file: no other test has loaded a grammar in this module yet.
const text = (lines: HighlightLine[]) => lines.map((line) => line.map((token) => token.text).join("")).join("\n");

test("now: after the grammar has loaded, short code at once; before, or longer than CHARS_NOW, not (undefined)", async () => {
  const code = "fn main() { let answer = 42; }";
  assert.equal(highlightCodeNow(code, "rust"), undefined);
  const later = await highlightCode(`${code} // loads`, "rust");
  assert.ok(later);
  const lines = highlightCodeNow(code, "rust");
  assert.ok(lines);
  assert.equal(text(lines), code);
  assert.ok(lines.flat().some((token) => token.kind === "keyword" && token.text === "fn"));
  assert.equal(highlightCodeNow(`let a = 1;\n${"// x\n".repeat(CHARS_NOW / 5)}`, "rust"), undefined);
  assert.equal(highlightCodeNow(code, "brainfuck"), null);
  assert.equal(highlightCodeNow("", "rust"), null);
});
