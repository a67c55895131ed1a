import fc from "fast-check";
import { contextItemSchema } from "./requestBody";
import { validateContextItem } from "./validateContextItem";
import { validatorFor } from "./validationRules";

/** The zod schema the hand-written check must agree with. */
const withZod = validatorFor(contextItemSchema);

const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(valid, valid, fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.array(fc.string(), { maxLength: 2 }));

const item = fc.record(
  {
    type: field(fc.constantFrom("code", "textSelection", "html")),
    value: field(fc.string()),
    path: field(fc.string()),
    elementId: field(fc.string()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe("validateContextItem (without zod)", () => {
  test.each([
    ["a code item", { type: "code", value: "npm i" }],
    ["a selection with path and elementId", { type: "textSelection", value: "x", path: "/a", elementId: "s1" }],
    ["an unknown type", { type: "html", value: "<b>" }],
    ["no type", { value: "x" }],
    ["no value", { type: "code" }],
    ["a number value", { type: "code", value: 3 }],
    ["a number path", { type: "code", value: "x", path: 3 }],
    ["a null elementId", { type: "code", value: "x", elementId: null }],
    ["null", null],
    ["undefined", undefined],
    ["an array", [{ type: "code", value: "x" }]],
    ["a date", new Date(0)],
    ["a string", "code"],
  ])("agrees with the schema on %s", (_name, input) => {
    expect(validateContextItem(input)).toEqual(withZod(input));
  });

  test("keeps only the fields the service defines", () => {
    expect(validateContextItem({ type: "code", value: "x", extra: 1 })).toEqual({ ok: true, value: { type: "code", value: "x" } });
  });

  test("a type that is not a string names the allowed types", () => {
    expect(validateContextItem({ type: 7, value: "x" })).toEqual({
      ok: false,
      error: { field: "type", rule: "one of: code, textSelection", message: "type: one of: code, textSelection" },
    });
  });

  test("agrees with the schema on any input: same value, same field, same rule (property)", () => {
    fc.assert(
      fc.property(fc.oneof(item, fc.anything()), (input) => {
        const hand = validateContextItem(input);
        const zod = withZod(input);
        if (zod.ok || hand.ok) return void expect(hand).toEqual(zod);
        expect(hand.error.field).toBe(zod.error.field);
        // zod words a type that is not even a string as "must be a 'code' | 'textSelection'".
        if (!zod.error.rule.startsWith("must be a '")) expect(hand.error.rule).toBe(zod.error.rule);
      }),
      { numRuns: 500 },
    );
  });
});
