// @vitest-environment jsdom
import { validateAttachment } from "../../protocol";
import { acceptsFile } from "./acceptsFile";
import { attachmentSettings } from "./attachmentSettings";
import { readHeldAttachment } from "./readHeldAttachment";
import { pngFile, sizedTextFile, textFile } from "./testing/testFiles";
import { uniqueName } from "./uniqueName";

const defaults = attachmentSettings({});

describe("reading a file for a question", () => {
  test("a file the browser did not type goes as its extension's type, a .ts as text, not video; the service takes it", async () => {
    for (const [file, type] of [
      [textFile("nimbus.yaml", "retries: 0\n"), "application/yaml"],
      [textFile("worker.ts", "export const x = 1;\n", "video/mp2t"), "text/x-typescript"],
      [textFile("app.log", "ERROR\n"), "text/plain"],
      [pngFile("shot.png"), "image/png"],
    ] as const) {
      const { held } = await readHeldAttachment(file, file.name, defaults);
      expect(held).toMatchObject({ name: file.name, mediaType: type, size: file.size });
      expect(held!.url!.startsWith(`data:${type};base64,`)).toBe(true);
      expect(validateAttachment({ url: held!.url!, name: held!.name, contentType: held!.mediaType })).toEqual([]);
    }
  });

  test("refused at once by type, size and content, each with what the reader is told", async () => {
    expect((await readHeldAttachment(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), "logo.svg", defaults)).refusal).toEqual({ reason: "type", name: "logo.svg", format: "SVG", images: true, text: true });
    expect((await readHeldAttachment(new File(["MZ"], "tool.exe"), "tool.exe", defaults)).refusal).toMatchObject({ reason: "type", format: "EXE" });
    expect((await readHeldAttachment(textFile("notes.md", "x", "text/markdown"), "notes.md", attachmentSettings({ accept: ["image/*"] }))).refusal).toEqual({ reason: "type", name: "notes.md", format: "MD", images: true, text: false });
    expect((await readHeldAttachment(sizedTextFile("big.log", 2_000), "big.log", attachmentSettings({ maxFileBytes: 1_000 }))).refusal).toEqual({ reason: "size", name: "big.log", size: 2_000, limit: 1_000 });
    expect((await readHeldAttachment(new File(["GIF89a but no"], "fake.png", { type: "image/png" }), "fake.png", defaults)).refusal).toEqual({ reason: "content", name: "fake.png", kind: "image", format: "PNG" });
    expect((await readHeldAttachment(new File([new Uint8Array([0x61, 0, 0x62])], "data.txt", { type: "text/plain" }), "data.txt", defaults)).refusal).toMatchObject({ reason: "content", kind: "text" });
  });
});

describe("accept lists and names", () => {
  test("accept takes types, wildcards and extensions, as <input accept> does", () => {
    expect(acceptsFile(["image/*"], "a.webp", "image/webp")).toBe(true);
    expect(acceptsFile([".yaml", "text/plain"], "a.YAML", "application/yaml")).toBe(true);
    expect(acceptsFile(["text/plain"], "a.md", "text/markdown")).toBe(false);
    expect(attachmentSettings({ accept: [".log"] })).toMatchObject({ images: false, text: false });
    expect(attachmentSettings({ accept: ["text/*"] })).toMatchObject({ images: false, text: true });
  });

  test("unusable option values give the defaults", () => {
    expect(attachmentSettings({ accept: [], maxFileBytes: -1, maxFiles: Number.NaN, maxRequestBytes: 0 })).toEqual(attachmentSettings({}));
    expect(attachmentSettings({ maxFiles: 3.7 }).maxFiles).toBe(3);
  });

  test("names are kept apart and within what the service takes, their extension kept", () => {
    expect(uniqueName("image.png", new Set(["image.png", "image (2).png"]))).toBe("image (3).png");
    expect(uniqueName("  ", new Set())).toBe("attachment");
    const long = uniqueName(`${"x".repeat(400)}.log`, new Set());
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.endsWith(".log")).toBe(true);
  });
});
