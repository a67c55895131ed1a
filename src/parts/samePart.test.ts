import { reasoningPart, searchPart, sourcePart, stepStart, textPart, toolPart } from "./exampleMessages";
import { samePart, type UIPart } from "./samePart";

describe("samePart: parts compare by value, as useChat clones them on every update", () => {
  test.each<[string, UIPart]>([
    ["text", textPart("hello **world**")],
    ["reasoning with redacted details", reasoningPart("thinking", true)],
    ["source", sourcePart("https://docs.example.com/a", "A")],
    ["search call", searchPart("call", "install")],
    ["search result", searchPart("result", "install")],
    ["step-start", stepStart],
    ["file", { type: "file", mimeType: "image/png", data: "aGk=" }],
  ])("a structured clone of a %s part is the same", (_name, part) => {
    expect(samePart(part, structuredClone(part))).toBe(true);
  });

  test.each<[string, UIPart, UIPart]>([
    ["text grew", textPart("hello"), textPart("hello wo")],
    ["reasoning grew", reasoningPart("a"), reasoningPart("ab")],
    ["reasoning got redacted", reasoningPart("a"), reasoningPart("a", true)],
    ["source title", sourcePart("/a", "A"), sourcePart("/a", "B")],
    ["tool state moved", searchPart("call", "install"), searchPart("result", "install")],
    ["partial arguments grew", toolPart("weather", "partial-call", { city: "Ber" }), toolPart("weather", "partial-call", { city: "Berlin" })],
    ["another type", textPart("x"), stepStart],
  ])("%s: not the same", (_name, a, b) => {
    expect(samePart(a, b)).toBe(false);
  });
});
