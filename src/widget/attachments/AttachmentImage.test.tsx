import { render } from "@testing-library/react";
import { AttachmentImage } from "./AttachmentImage";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

afterEach(() => vi.restoreAllMocks());

describe("an image the reader attached", () => {
  test("is shown from an object URL of its own bytes, revoked when it goes", () => {
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    const { container, unmount } = render(<AttachmentImage attachment={{ url: PNG, name: "dot.png", contentType: "image/png" }} />);
    const src = container.querySelector("img")!.getAttribute("src")!;
    expect(src).toMatch(/^blob:/);
    unmount();
    expect(revoke).toHaveBeenCalledWith(src);
  });

  test.each([
    ["an address", { url: "https://tracker.example/pixel.png", name: "pixel.png", contentType: "image/png" }],
    ["an SVG", { url: `data:image/svg+xml;base64,${btoa("<svg onload='alert(1)'/>")}`, name: "x.svg", contentType: "image/svg+xml" }],
    ["bytes that are no PNG", { url: `data:image/png;base64,${btoa("<html>")}`, name: "x.png", contentType: "image/png" }],
    ["a text file", { url: `data:text/plain;base64,${btoa("hi")}`, name: "a.txt", contentType: "text/plain" }],
  ])("%s is never loaded: the fallback shows", (_what, attachment) => {
    const create = vi.spyOn(URL, "createObjectURL");
    const { container } = render(<AttachmentImage attachment={attachment} fallback={<span>file</span>} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("file");
    expect(create).not.toHaveBeenCalled();
  });
});
