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
});
