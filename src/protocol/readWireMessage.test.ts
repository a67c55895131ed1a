import fc from "fast-check";
import { messageSchema } from "./messageSchema";
import { readWireMessage } from "./readWireMessage";

/** What the zod schema makes of a value: the parsed message, or `undefined`. */
function withZod(value: unknown) {
  const parsed = messageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Mostly one of the valid values, sometimes the invalid one. */
const rarely = <T>(valid: fc.Arbitrary<T>, invalid: T) => fc.oneof({ weight: 20, arbitrary: valid }, fc.constant(invalid));

/** Mostly the valid value, sometimes something else. */
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 80, arbitrary: valid }, fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.constant({}));

const text = fc.record({ type: maybe(fc.constant("text")), text: maybe(fc.string()) }, { requiredKeys: [] });
const detail = fc.oneof(
  fc.record({ type: maybe(fc.constant("text")), text: maybe(fc.string()), signature: maybe(fc.string()) }, { requiredKeys: ["type"] }),
  fc.record({ type: maybe(fc.constant("redacted")), data: maybe(fc.string()) }),
);
const reasoning = fc.record({
  type: fc.constant("reasoning"),
  reasoning: maybe(fc.string()),
  details: maybe(fc.array(detail, { maxLength: 3 })),
});
const source = fc.record({
  type: fc.constant("source"),
  source: maybe(
    fc.record(
      { sourceType: maybe(rarely(fc.constant("url"), "file")), id: maybe(fc.string()), url: maybe(fc.webUrl()), title: maybe(fc.string()), extra: fc.anything() },
      { requiredKeys: ["sourceType", "id", "url"] },
    ),
  ),
});
const toolInvocation = fc.record(
  {
    state: maybe(rarely(fc.constantFrom("partial-call", "call", "result"), "error")),
    toolCallId: maybe(fc.string()),
    toolName: maybe(fc.string()),
    step: maybe(fc.oneof(fc.integer(), fc.double())),
    args: rarely(fc.anything(), undefined),
    result: rarely(fc.anything(), undefined),
  },
  { requiredKeys: ["state", "toolCallId", "toolName"] },
);
const part = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: reasoning },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("step-start"), extra: fc.anything() }, { requiredKeys: ["type"] }) },
  { weight: 3, arbitrary: source },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("tool-invocation"), toolInvocation: maybe(toolInvocation) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("file"), data: fc.string() }) },
);
const dateTime = fc.oneof(
  fc.date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2200-01-01") }).map((date) => date.toISOString()),
  fc.constantFrom("2024-02-29T10:00:00+02:00", "2026-11-22T10:00+0200", "2023-02-29T10:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22", "yesterday"),
);
const message = fc.record(
  {
    id: maybe(fc.string()),
    role: maybe(rarely(fc.constantFrom("system", "assistant", "data", "user"), "tool")),
    content: maybe(fc.string()),
    parts: maybe(fc.array(part, { maxLength: 4 })),
    createdAt: maybe(dateTime),
    annotations: maybe(fc.array(fc.anything(), { maxLength: 2 })),
    experimental_attachments: maybe(
      fc.array(fc.record({ url: maybe(fc.string()), name: maybe(fc.string()), contentType: maybe(fc.string()) }, { requiredKeys: [] }), { maxLength: 2 }),
    ),
    revisionId: fc.string(),
  },
  { requiredKeys: ["id", "role", "content", "parts"] },
);

describe("readWireMessage (without zod)", () => {
  const answer = {
    id: "m2",
    role: "assistant",
    content: "Run it.",
    createdAt: "2026-11-22T10:00:00.000Z",
    revisionId: "r1",
    parts: [
      { type: "step-start" },
      { type: "reasoning", reasoning: "x", details: [{ type: "text", text: "x" }, { type: "redacted", data: "…" }] },
      { type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c1", toolName: "search", step: 0, args: {}, result: [] } },
      { type: "source", source: { sourceType: "url", id: "s1", url: "https://docs.example/a", title: "A", providerMetadata: {} } },
      { type: "text", text: "Run it." },
    ],
  };

  test("reads an answer with every part type, dropping fields the service does not name", () => {
    const { revisionId: _revisionId, ...expected } = answer;
    expect(readWireMessage(answer)).toEqual(expected);
    expect(readWireMessage(answer)).toEqual(withZod(answer));
  });

  test("reads a partial call without args, as useChat holds it between b: and the first c:", () => {
    const stopped = { ...answer, parts: [{ type: "tool-invocation", toolInvocation: { state: "partial-call", toolCallId: "c1", toolName: "search", step: 0 } }] };
    const { revisionId: _revisionId, ...expected } = stopped;
    expect(readWireMessage(stopped)).toEqual(expected);
    expect(readWireMessage(stopped)).toEqual(withZod(stopped));
  });

  test.each([
    ["a call without args", { ...answer, parts: [{ type: "tool-invocation", toolInvocation: { state: "call", toolCallId: "c", toolName: "t" } }] }],
    ["an unknown part type", { ...answer, parts: [{ type: "file", data: "x" }] }],
    ["a result without its result", { ...answer, parts: [{ type: "tool-invocation", toolInvocation: { state: "result", toolCallId: "c", toolName: "t", args: {} } }] }],
    ["a date that is not a date-time", { ...answer, createdAt: "2026-02-30T10:00:00Z" }],
    ["an unknown role", { ...answer, role: "tool" }],
    ["not an object", "m2"],
  ])("refuses %s, as the schema does", (_name, value) => {
    expect(readWireMessage(value)).toBeUndefined();
    expect(withZod(value)).toBeUndefined();
  });

  test("accepts and returns exactly what the schema does (property)", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: message }, fc.anything()), (value) => {
        expect(readWireMessage(value)).toEqual(withZod(value));
      }),
      { numRuns: 1000 },
    );
  });

  test("agrees with the schema on a valid message with one field replaced by junk (property)", () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.double(), fc.string(), fc.constant({}), fc.constant([]));
    const valid = message.filter((value) => withZod(value) !== undefined);
    fc.assert(
      fc.property(valid, fc.nat(), junk, (value, pick, replacement) => {
        const paths = leafPaths(value);
        const corrupted = withReplaced(value, paths[pick % paths.length]!, replacement);
        expect(readWireMessage(corrupted)).toEqual(withZod(corrupted));
      }),
      { numRuns: 1000 },
    );
  });

  test("the property's messages are valid often enough to mean something", () => {
    const sample = fc.sample(message, { numRuns: 1000, seed: 7 });
    const valid = sample.filter((value) => withZod(value) !== undefined).length;
    expect(valid).toBeGreaterThan(150);
    expect(valid).toBeLessThan(800);
  });
});

/** Every path to a value inside `value`, objects and arrays included. */
function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== "object" || value === null) return [path];
  const inner = Object.entries(value).flatMap(([key, child]) =>
    leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return path.length === 0 ? inner : [path, ...inner];
}

/** A deep copy of `value` with the value at `path` replaced. */
function withReplaced(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = withReplaced(copy[key!], rest, replacement);
  return copy;
}
