import fc from "fast-check";
import { attachmentToFilePart, filePartToAttachment, type FilePartV2 } from "./attachmentParts";
import { attachmentStandIn, heldAttachmentToWire } from "./heldAttachment";
import { readAttachmentStandIn } from "./readAttachmentStandIn";
import type { Attachment } from "./messageSchema";
import { validateAttachment, validateFilePart } from "./validateAttachment";

const url = fc.oneof(
  fc.string({ maxLength: 30 }).map((text) => `data:text/plain;base64,${Buffer.from(text).toString("base64")}`),
  fc.constantFrom("data:image/png;base64,iVBORw0KGgo=", "data:;base64,aGk=", "data:,hi", "https://x/a.png", "not a url"),
);
const attachment: fc.Arbitrary<Attachment> = fc.record(
  { url, name: fc.string(), contentType: fc.constantFrom("text/plain", "image/png", "application/yaml") },
  { requiredKeys: ["url"] },
);
const filePart: fc.Arbitrary<FilePartV2> = fc.record(
  { type: fc.constant("file" as const), url, mediaType: fc.constantFrom("text/plain", "image/png"), filename: fc.string() },
  { requiredKeys: ["type", "url", "mediaType"] },
);

describe("v1 attachments and v2 file parts", () => {
  test("a file part goes to v1 and back unchanged (property)", () => {
    fc.assert(
      fc.property(filePart, (part) => {
        expect(attachmentToFilePart(filePartToAttachment(part))).toEqual(part);
      }),
    );
  });

  test("an attachment goes to v2 and back, gaining only the type v2 requires (property)", () => {
    fc.assert(
      fc.property(attachment, (original) => {
        const part = attachmentToFilePart(original);
        expect(filePartToAttachment(part)).toEqual({ ...original, contentType: part.mediaType });
        if (original.contentType !== undefined) expect(part.mediaType).toBe(original.contentType);
      }),
    );
  });

  test("valid on one version is valid on the other, and each error names the same field under its own name (property)", () => {
    fc.assert(
      fc.property(attachment, (original) => {
        const rename = (message: string) => message.replace(".filename", ".name").replace(".mediaType", ".contentType");
        const v1 = validateAttachment({ ...original, contentType: attachmentToFilePart(original).mediaType }, "a").map((error) => error.message);
        expect(validateFilePart(attachmentToFilePart(original), "a").map((error) => rename(error.message))).toEqual(v1);
      }),
    );
  });

  test("a type left out is the data URL's own", () => {
    expect(attachmentToFilePart({ url: "data:image/png;base64,iVBORw0KGgo=", name: "a.png" })).toEqual({ type: "file", mediaType: "image/png", url: "data:image/png;base64,iVBORw0KGgo=", filename: "a.png" });
    expect(attachmentToFilePart({ url: "data:,hi" }).mediaType).toBe("text/plain");
    expect(attachmentToFilePart({ url: "https://x/a.png" }).mediaType).toBe("application/octet-stream");
  });
});

describe("held attachments", () => {
  test("are sent with their name and type, or as a stand-in once their content is gone", () => {
    const held = { name: "shot.png", mediaType: "image/png", kind: "image" as const, size: 12, url: "data:image/png;base64,iVBORw0KGgo=" };
    expect(heldAttachmentToWire(held)).toEqual({ url: held.url, name: "shot.png", contentType: "image/png" });
    const { url: _url, ...gone } = held;
    const standIn = heldAttachmentToWire(gone);
    expect(standIn).toMatchObject({ name: "shot.png", contentType: "text/plain" });
    expect(decodeURIComponent(standIn.url.slice(standIn.url.indexOf(",") + 1))).toBe("[shot.png (image/png, 12 bytes) was attached here; its content was not kept.]");
    expect(validateAttachment(standIn)).toEqual([]);
    expect(validateFilePart(attachmentToFilePart(standIn))).toEqual([]);
  });

  test("any name makes a valid stand-in, unless the name itself is refused (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom("image/png", "text/markdown"), (name, mediaType) => {
        const errors = validateAttachment(attachmentStandIn({ name, mediaType }));
        expect(errors.every((error) => error.field === "attachment.name")).toBe(true);
      }),
    );
  });
});

describe("stand-ins read back", () => {
  test("give the name, type and size they were made from, and nothing for other attachments", () => {
    expect(readAttachmentStandIn(attachmentStandIn({ name: "report (final).log", mediaType: "text/plain", size: 2048 }))).toEqual({ name: "report (final).log", mediaType: "text/plain", size: 2048 });
    expect(readAttachmentStandIn(attachmentStandIn({ name: "shot.png", mediaType: "image/png" }))).toEqual({ name: "shot.png", mediaType: "image/png" });
    expect(readAttachmentStandIn({ url: "data:text/plain;base64,aGk=", name: "a.txt", contentType: "text/plain" })).toBeUndefined();
    expect(readAttachmentStandIn({ url: "data:text/plain;charset=utf-8,%E0%A4%A", name: "a.txt" })).toBeUndefined();
    expect(readAttachmentStandIn({ url: "data:text/plain;charset=utf-8,just%20a%20note", name: "a.txt" })).toBeUndefined();
  });

  test("any name, type and size comes back as it went (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom("image/png", "text/markdown", "application/yaml"), fc.option(fc.nat(), { nil: undefined }), (name, mediaType, size) => {
        const fields = { name, mediaType, ...(size !== undefined && { size }) };
        expect(readAttachmentStandIn(attachmentStandIn(fields))).toEqual(fields);
      }),
    );
  });
});
