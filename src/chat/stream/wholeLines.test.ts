import { all, bytes, from } from "../testing/stageItems";
import { wholeLines } from "./wholeLines";

describe("wholeLines", () => {
  test("a line split across chunks (and a character split across bytes) waits for its end; empty lines go", async () => {
    const euro = new TextEncoder().encode("€");
    const arrivals = [
      { bytes: new TextEncoder().encode('0:"a\n\n0:"') },
      { bytes: euro.slice(0, 1) },
      { bytes: new Uint8Array([...euro.slice(1), ...new TextEncoder().encode('"\n')]) },
      { end: "closed" as const },
    ];
    expect(await all(wholeLines(from(arrivals)))).toEqual([{ lines: ['0:"a'] }, { lines: ['0:"€"'] }, { end: "closed" }]);
  });

  test("at a normal close the last line counts without its newline; a dropped body's partial line is lost", async () => {
    expect(await all(wholeLines(from(bytes('0:"a"\n0:"b"'))))).toEqual([{ lines: ['0:"a"'] }, { lines: ['0:"b"'] }, { end: "closed" }]);
    const error = new TypeError("network error");
    const dropped = [{ bytes: new TextEncoder().encode('0:"a"\n0:"b') }, { end: "dropped" as const, error }];
    expect(await all(wholeLines(from(dropped)))).toEqual([{ lines: ['0:"a"'] }, { end: "dropped", error }]);
  });

  test("a line that never ends stops at the bound of a line: each arrival is read once, the reply ends too-large", async () => {
    const block = new TextEncoder().encode("x".repeat(65_536));
    let given = 0;
    async function* endless(): AsyncGenerator<{ bytes: Uint8Array }, void> {
      yield { bytes: new TextEncoder().encode('0:"') };
      for (;;) {
        given += 1;
        yield { bytes: block };
      }
    }
    const out = await all(wholeLines(endless(), 1_000_000));
    expect(out).toEqual([{ end: "too-large", what: "a line of more than 1000000 characters" }]);
    expect(given).toBe(Math.ceil(1_000_000 / 65_536));
  });

  test("a long line that arrives whole with its newline is too-large as well; lines within the bound pass", async () => {
    expect(await all(wholeLines(from(bytes(`0:"ok"\n0:"${"y".repeat(200)}"\n`)), 100))).toEqual([{ end: "too-large", what: "a line of more than 100 characters" }]);
    expect(await all(wholeLines(from(bytes('0:"ok"\n0:"fine"\n')), 100))).toEqual([{ lines: ['0:"ok"', '0:"fine"'] }, { end: "closed" }]);
  });
});
