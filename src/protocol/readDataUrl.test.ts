import fc from "fast-check";
import { dataUrlPrefix, readDataUrl } from "./readDataUrl";

const read = (url: string) => {
  const reading = readDataUrl(url);
  if (!reading.ok) throw new Error(reading.rule);
  return reading.value;
};

describe("readDataUrl", () => {
  test("reads the type, its parameters and the data", () => {
    expect(read("data:Text/Plain;charset=utf-8;base64,aGk=")).toEqual({ mediaType: "text/plain", declaredType: "Text/Plain;charset=utf-8", base64: true, data: "aGk=", byteLength: 2 });
    expect(read("data:,a%20b")).toEqual({ mediaType: "text/plain", declaredType: "", base64: false, data: "a%20b", byteLength: 3 });
  });

  test("knows the decoded size of any bytes, base64 with or without padding, without decoding (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(40), fc.boolean(), (bytes, prefix, padded) => {
        const encoded = Buffer.from(bytes).toString("base64");
        const value = read(`data:application/octet-stream;base64,${padded ? encoded : encoded.replace(/=+$/, "")}`);
        expect(value.byteLength).toBe(bytes.length);
        expect([...dataUrlPrefix(value, prefix)]).toEqual([...bytes.subarray(0, prefix)]);
      }),
    );
  });

  test("knows the decoded size of percent-encoded text (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 100 }), fc.boolean(), (text, encoded) => {
        const data = encoded ? encodeURIComponent(text) : text.replace(/%/g, "%25").replace(/,/g, "%2C");
        const value = read(`data:text/plain,${data}`);
        expect(value.byteLength).toBe(Buffer.byteLength(text));
        expect(Buffer.from(dataUrlPrefix(value, 1_000)).toString("utf8")).toBe(text);
      }),
    );
  });

  test("refuses base64 that a strict decoder would not take (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 24 }), fc.string({ unit: fc.constantFrom(..."aZ09+/=-_ %"), maxLength: 24 })), (data) => {
        const reading = readDataUrl(`data:text/plain;base64,${data}`);
        const strict = /^[A-Za-z0-9+/]*={0,2}$/.test(data) && (data.length % 4 === 0 || (!data.includes("=") && data.length % 4 !== 1));
        expect(reading.ok).toBe(strict);
        if (reading.ok) expect(reading.value.byteLength).toBe(Buffer.from(data, "base64").length);
      }),
      { numRuns: 2_000 },
    );
  });
});
