import { attachmentKind, attachmentMediaType, DEFAULT_ATTACHMENT_ACCEPT, fileExtension } from "./attachmentTypes";

describe("attachment types", () => {
  test.each([
    ["image/png", "image"],
    ["IMAGE/JPEG", "image"],
    ["image/webp", "image"],
    ["image/gif", "image"],
    ["text/plain; charset=utf-8", "text"],
    ["text/markdown", "text"],
    ["application/json", "text"],
    ["application/yaml", "text"],
    ["text/x-python", "text"],
    ["image/svg+xml", undefined],
    ["image/bmp", undefined],
    ["application/pdf", undefined],
    ["application/x-msdownload", undefined],
    ["application/octet-stream", undefined],
    ["text/", undefined],
  ])("%s is %s", (type, kind) => {
    expect(attachmentKind(type)).toBe(kind);
  });

  test.each([
    ["worker.ts", "video/mp2t", "text/x-typescript"],
    ["nimbus.yaml", "", "application/yaml"],
    ["README.md", "", "text/markdown"],
    ["app.log", "", "text/plain"],
    ["main.go", "", "text/x-go"],
    ["Dockerfile", "", "text/x-dockerfile"],
    ["shot.PNG", "image/png", "image/png"],
    ["shot.png", "", "image/png"],
    ["photo.jpeg", "", "image/jpeg"],
    ["data.csv", "text/csv", "text/csv"],
    ["logo.svg", "image/svg+xml", "image/svg+xml"],
    ["setup.exe", "application/x-msdownload", "application/x-msdownload"],
    ["blob", "", "application/octet-stream"],
  ])("%s reported as %j is sent as %s", (name, reported, expected) => {
    expect(attachmentMediaType(name, reported)).toBe(expected);
  });

  test("extensions", () => {
    expect(fileExtension("a/b.c/Config.YML")).toBe("yml");
    expect(fileExtension(".env")).toBe("");
    expect(fileExtension("C:\\x\\setup.exe")).toBe("exe");
  });

  test("the default accept list offers the accepted images and text, never SVG", () => {
    expect(DEFAULT_ATTACHMENT_ACCEPT).toEqual(expect.arrayContaining(["image/png", "image/jpeg", "image/webp", "image/gif", "text/*", ".md", ".yaml", ".json", ".log", ".ts"]));
    expect(DEFAULT_ATTACHMENT_ACCEPT.filter((entry) => /svg|exe/i.test(entry))).toEqual([]);
    for (const entry of DEFAULT_ATTACHMENT_ACCEPT.filter((item) => item.includes("/") && item !== "text/*")) expect(attachmentKind(entry)).toBeDefined();
    for (const entry of DEFAULT_ATTACHMENT_ACCEPT.filter((item) => item.startsWith("."))) expect(attachmentKind(attachmentMediaType(`f${entry}`))).toBe("text");
  });
});
