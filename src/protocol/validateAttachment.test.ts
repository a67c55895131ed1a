import fc from "fast-check";
import { ATTACHMENT_LIMITS } from "./attachmentLimits";
import { attachmentStandIn } from "./heldAttachment";
import { validateAttachment, validateAttachments, validateFilePart, validateFileParts } from "./validateAttachment";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64");
const dataUrl = (type: string, bytes: Uint8Array | string) => `data:${type};base64,${base64(bytes)}`;
const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("validateAttachment: what is accepted", () => {
  test.each([
    ["a PNG", { url: dataUrl("image/png", PNG), name: "shot.png", contentType: "image/png" }],
    ["a JPEG", { url: dataUrl("image/jpeg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])), name: "a.jpg", contentType: "image/jpeg" }],
    ["a GIF", { url: dataUrl("image/gif", "GIF89a\x01\x00"), contentType: "image/gif" }],
    ["a WebP", { url: dataUrl("image/webp", "RIFF\x10\x00\x00\x00WEBPVP8 "), contentType: "image/webp" }],
    ["a YAML file", { url: dataUrl("application/yaml", "retries: 0\n"), name: "nimbus.yaml", contentType: "application/yaml" }],
    ["a Markdown file", { url: dataUrl("text/markdown", "# Notes\n"), name: "notes.md", contentType: "text/markdown" }],
    ["a TypeScript file", { url: dataUrl("text/x-typescript", "export {}\n"), name: "worker.ts", contentType: "text/x-typescript" }],
    ["a log with only a url", { url: dataUrl("text/plain", "ERROR 401 invalid_key\n") }],
    ["a type with a charset", { url: dataUrl("text/plain;charset=utf-8", "é"), contentType: "text/plain; charset=utf-8" }],
    ["percent-encoded text", { url: "data:text/plain,retries%3A%200", name: "a.txt" }],
    ["a data URL with no type, read as text/plain", { url: `data:;base64,${base64("hi")}`, contentType: "text/plain" }],
    ["an empty text file", { url: "data:text/plain;base64,", name: "empty.txt" }],
    ["exactly 5 MiB", { url: dataUrl("text/plain", "a".repeat(ATTACHMENT_LIMITS.maxFileBytes)), name: "big.txt" }],
    ["a stand-in for a file not kept", attachmentStandIn({ name: "shot.png", mediaType: "image/png", size: 123_456 })],
  ])("%s", (_name, attachment) => {
    expect(validateAttachment(attachment)).toEqual([]);
  });
});

describe("validateAttachment: what is refused, on the field at fault", () => {
  const field = "messages[2].experimental_attachments[0]";
  test.each([
    ["SVG", { url: dataUrl("image/svg+xml", "<svg onload='x()'/>"), contentType: "image/svg+xml" }, "contentType: image/svg+xml is not accepted (an SVG image can carry script): images (PNG, JPEG, WebP, GIF) and text files only"],
    ["SVG by its URL alone", { url: dataUrl("image/svg+xml", "<svg/>") }, "url: image/svg+xml is not accepted (an SVG image can carry script): images (PNG, JPEG, WebP, GIF) and text files only"],
    ["an executable type", { url: dataUrl("application/x-msdownload", "MZ\x90\x00"), name: "setup.exe", contentType: "application/x-msdownload" }, ["contentType: application/x-msdownload is not accepted: images (PNG, JPEG, WebP, GIF) and text files only", "name: .exe files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only"]],
    ["an executable sent as text", { url: dataUrl("text/plain", "MZ\x90\x00\x03\x00"), name: "notes.txt", contentType: "text/plain" }, "url: the content is binary, not text (text/plain)"],
    ["a program's name", { url: dataUrl("text/plain", "hi"), name: "setup.exe", contentType: "text/plain" }, "name: .exe files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only"],
    ["an SVG's name", { url: dataUrl("text/plain", "<svg/>"), name: "logo.svg" }, "name: .svg files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only"],
    ["a javascript: URL", { url: "javascript:alert(1)", name: "a.png", contentType: "image/png" }, "url: must be a data URL (data:<type>;base64,…), not a javascript: URL"],
    ["an http: URL", { url: "http://example.com/a.png", contentType: "image/png" }, "url: must be a data URL (data:<type>;base64,…), not a http: URL"],
    ["a blob: URL", { url: "blob:http://localhost/1234" }, "url: must be a data URL (data:<type>;base64,…), not a blob: URL"],
    ["a declared type that disagrees", { url: dataUrl("image/svg+xml", "<svg/>"), contentType: "image/png" }, "contentType: image/png disagrees with the data URL's type image/svg+xml"],
    ["a PNG that is not one", { url: dataUrl("image/png", "<svg/>"), contentType: "image/png" }, "url: the content is not a PNG image"],
    ["over 5 MiB", { url: dataUrl("text/plain", "a".repeat(ATTACHMENT_LIMITS.maxFileBytes + 1)), name: "big.txt" }, "url: at most 5 MiB (5242880 bytes) decoded; this one is 5.0 MiB (5242881 bytes)"],
    ["no comma", { url: "data:text/plain;base64" }, "url: not a valid data URL: no comma before the data"],
    ["broken base64", { url: "data:text/plain;base64,aGk*" }, "url: not a valid data URL: the data is not valid base64"],
    ["base64 one character short", { url: "data:text/plain;base64,aGVsbG8gd" }, "url: not a valid data URL: the data is not valid base64"],
    ["broken percent-encoding", { url: "data:text/plain,100%" }, "url: not a valid data URL: the data is not valid percent-encoding"],
    ["a type that is no media type", { url: "data:png;base64,aGk=" }, 'url: not a valid data URL: "png" is not a media type'],
    ["a contentType that is no media type", { url: dataUrl("text/plain", "hi"), contentType: "text" }, 'contentType: "text" is not a media type'],
    ["no url", { name: "a.txt" }, "url: required"],
    ["a url that is not a string", { url: 5 }, "url: must be a string"],
  ])("%s", (_name, attachment, expected: string | string[]) => {
    expect(messages(validateAttachment(attachment, field))).toEqual([expected].flat().map((rule) => `${field}.${rule}`));
  });

  test("more than 10 per message, each one checked too", () => {
    const ok = { url: dataUrl("text/plain", "hi"), name: "a.txt" };
    expect(validateAttachments(Array.from({ length: 10 }, () => ok), "messages[0].experimental_attachments")).toEqual([]);
    expect(messages(validateAttachments([...Array.from({ length: 10 }, () => ok), { url: "https://x/y" }], "messages[0].experimental_attachments"))).toEqual([
      "messages[0].experimental_attachments: at most 10 items",
      "messages[0].experimental_attachments[10].url: must be a data URL (data:<type>;base64,…), not a https: URL",
    ]);
  });

  test("a smaller limit of the widget's own", () => {
    const attachment = { url: dataUrl("text/plain", "a".repeat(2_048)), name: "a.txt" };
    expect(messages(validateAttachment(attachment, "file", { maxFileBytes: 1_024 }))).toEqual(["file.url: at most 1 KiB (1024 bytes) decoded; this one is 2 KiB (2048 bytes)"]);
  });
});

describe("validateFilePart: the same rules under v2's names", () => {
  test("accepts a file part, refuses on mediaType and filename", () => {
    expect(validateFilePart({ type: "file", mediaType: "image/png", url: dataUrl("image/png", PNG), filename: "a.png" })).toEqual([]);
    expect(messages(validateFilePart({ type: "file", mediaType: "image/png", url: dataUrl("image/gif", "GIF89a") }, "messages[2].parts[1]"))).toEqual([
      "messages[2].parts[1].mediaType: image/png disagrees with the data URL's type image/gif",
    ]);
    expect(messages(validateFilePart({ type: "file", mediaType: "text/plain", url: dataUrl("text/plain", "x"), filename: "run.dll" }, "p"))).toEqual([
      "p.filename: .dll files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only",
    ]);
    expect(messages(validateFilePart({ type: "file", url: dataUrl("text/plain", "x") }, "p"))).toEqual(["p.mediaType: required"]);
  });

  test("counts only file parts, and names each by its index among all parts", () => {
    const file = { type: "file", mediaType: "text/plain", url: dataUrl("text/plain", "x") };
    const parts = [{ type: "text", text: "hi" }, ...Array.from({ length: 10 }, () => file)];
    expect(validateFileParts(parts, "messages[0].parts")).toEqual([]);
    expect(messages(validateFileParts([...parts, { ...file, url: "data:," }, file], "messages[0].parts"))).toEqual([
      "messages[0].parts: at most 10 file parts",
    ]);
    expect(messages(validateFileParts([{ type: "text", text: "hi" }, { ...file, mediaType: "image/svg+xml" }], "messages[0].parts"))[0]).toMatch(/^messages\[0\]\.parts\[1\]\.mediaType: image\/svg\+xml disagrees/);
  });
});

describe("validateAttachment (properties)", () => {
  test("any text without NUL bytes, up to the limit, is accepted; its size is what decides", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }).filter((text) => !text.includes("\0")), fc.constantFrom("text/plain", "text/markdown", "application/json", "application/yaml"), (text, type) => {
        const url = dataUrl(type, text);
        expect(validateAttachment({ url, contentType: type })).toEqual([]);
        const size = Buffer.byteLength(text);
        expect(validateAttachment({ url, contentType: type }, "a", { maxFileBytes: Math.max(0, size - 1) }).length).toBe(size === 0 ? 0 : 1);
      }),
    );
  });

  test("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ url: fc.oneof(fc.string(), fc.string().map((tail) => `data:${tail}`)), name: fc.option(fc.string(), { nil: undefined }), contentType: fc.option(fc.string(), { nil: undefined }) }), (junk, attachment) => {
        expect(Array.isArray(validateAttachment(junk))).toBe(true);
        expect(Array.isArray(validateAttachment(attachment))).toBe(true);
        expect(Array.isArray(validateFilePart(junk))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
