import { encodeStreamPart, type StreamPart } from "../../protocol";
import { reportParts } from "./reportParts";
import { all, from, lines } from "../testing/stageItems";

describe("reportParts", () => {
  test("each line is parsed once; every good part is reported, a malformed line has no part", async () => {
    const seen: StreamPart[] = [];
    const text = encodeStreamPart("text", "a").slice(0, -1);
    const out = await all(reportParts(from([lines(text, "not a part"), { end: "closed" as const }]), (part) => seen.push(part)));
    expect(out).toEqual([{ parsed: [{ line: text, part: { type: "text", value: "a" } }, { line: "not a part", part: undefined }] }, { end: "closed" }]);
    expect(seen).toEqual([{ type: "text", value: "a" }]);
  });
});
