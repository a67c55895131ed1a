import * as real from "@ai-sdk/provider-utils";
import * as shim from "./providerUtils";

/** The script tag's `@ai-sdk/provider-utils` stand-in, held to the package's behaviour for what useChat calls. */
describe("providerUtils (the script tag's @ai-sdk/provider-utils)", () => {
  test("safeParseJSON: the same values, and the same refusals of __proto__ and constructor.prototype, however spelt", () => {
    const texts = [
      '{"a":1,"b":[true,null,"x"]}',
      "[1,2,3]",
      '"text"',
      "42",
      "\uFEFF{\"bom\":true}",
      '{"__proto__":{"polluted":true}}',
      '{"a":{"b":[{"\\u005f_proto__":{"polluted":true}}]}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"constructor":{"name":"fine"}}',
      '{"constructor":"fine"}',
      '{"query":"__proto__"}',
      '{"unfinished":',
      "",
    ];
    for (const text of texts) {
      const expected = real.safeParseJSON({ text });
      const actual = shim.safeParseJSON({ text });
      expect({ text, success: actual.success }).toEqual({ text, success: expected.success });
      if (expected.success && actual.success) expect(actual.value).toEqual(expected.value);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("generateId: 16 characters of the same alphabet; isAbortError: aborts and timeouts only", () => {
    const alphabet = /^[0-9A-Za-z]{16}$/;
    expect(real.generateId()).toMatch(alphabet);
    const ids = new Set(Array.from({ length: 100 }, () => shim.generateId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(alphabet);
    for (const error of [new DOMException("x", "AbortError"), Object.assign(new Error("x"), { name: "TimeoutError" }), new Error("x"), "AbortError", null]) {
      expect(shim.isAbortError(error)).toBe(real.isAbortError(error));
    }
    expect(shim.validatorSymbol).toBe(Symbol.for("vercel.ai.validator"));
  });
});
