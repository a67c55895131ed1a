import fc from "fast-check";
import { attachmentToFilePart } from "./attachmentParts";
import type { Attachment } from "./messageSchema";
import { validateAssistantRequest } from "./requestBody";
import { validateAssistantRequestV2 } from "./requestBodyV2";
import { validateMessageAttachments } from "./validateMessageAttachments";

const text = (value: string) => `data:text/plain;base64,${Buffer.from(value).toString("base64")}`;
const SVG = { url: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`, name: "logo.svg", contentType: "image/svg+xml" };
const NOTES = { url: text("retries: 0"), name: "notes.txt", contentType: "text/plain" };
const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

const v1 = (attachments?: unknown[]) => ({ id: "u", role: "user", content: "Why?", parts: [{ type: "text", text: "Why?" }], ...(attachments ? { experimental_attachments: attachments } : {}) });
const v2 = (attachments: Attachment[] = []) => ({ id: "u", role: "user", parts: [{ type: "text", text: "Why?" }, ...attachments.map(attachmentToFilePart)] });
const answer = { id: "a", role: "assistant", content: "Because.", parts: [{ type: "text", text: "Because." }] };

describe("validateMessageAttachments", () => {
  test("names the field from the body's root, in the question and in earlier messages of the history", () => {
    expect(messages(validateMessageAttachments([v1([SVG]), answer, v1([NOTES, { ...NOTES, url: "https://x/notes.txt" }])], "v1"))).toEqual([
      "messages[0].experimental_attachments[0].contentType: image/svg+xml is not accepted (an SVG image can carry script): images (PNG, JPEG, WebP, GIF) and text files only",
      "messages[0].experimental_attachments[0].name: .svg files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only",
      "messages[2].experimental_attachments[1].url: must be a data URL (data:<type>;base64,…), not a https: URL",
    ]);
    expect(messages(validateMessageAttachments([v2([NOTES]), { id: "a", role: "assistant", parts: [] }, v2([NOTES, SVG])], "v2"))).toEqual([
      "messages[2].parts[2].mediaType: image/svg+xml is not accepted (an SVG image can carry script): images (PNG, JPEG, WebP, GIF) and text files only",
      "messages[2].parts[2].filename: .svg files are not accepted: images (PNG, JPEG, WebP, GIF) and text files only",
    ]);
  });

  test("counts per message: ten in each of two messages is fine, eleven in one is not", () => {
    const ten = Array.from({ length: 10 }, () => NOTES);
    expect(validateMessageAttachments([v1(ten), answer, v1(ten)], "v1")).toEqual([]);
    expect(messages(validateMessageAttachments([v1(ten), answer, v1([...ten, NOTES])], "v1"))).toEqual(["messages[2].experimental_attachments: at most 10 items"]);
    expect(messages(validateMessageAttachments([v2(ten), v2([...ten, NOTES])], "v2"))).toEqual(["messages[1].parts: at most 10 file parts"]);
  });

  test("messages without attachments, and values the schema refuses anyway, are no errors of its", () => {
    expect(validateMessageAttachments([v1(), answer, "junk", null, { experimental_attachments: "x" }, { parts: {} }], "v1")).toEqual([]);
    expect(validateMessageAttachments([v2(), "junk", { parts: "x" }], "v2")).toEqual([]);
  });

  test("the request schemas check only the shape: what this refuses, they let through", () => {
    const v1Body = { fp: "anonymous", messages: [v1([SVG])] };
    const v2Body = { fp: "anonymous", messages: [v2([SVG])] };
    expect(validateAssistantRequest(v1Body).ok).toBe(true);
    expect(validateAssistantRequestV2(v2Body).ok).toBe(true);
    expect(validateMessageAttachments(v1Body.messages, "v1")).not.toEqual([]);
    expect(validateMessageAttachments(v2Body.messages, "v2")).not.toEqual([]);
  });

  test("v1 and v2 refuse the same files, each naming it under its own names and place (property)", () => {
    const attachment: fc.Arbitrary<Attachment> = fc.record(
      {
        url: fc.oneof(fc.string({ maxLength: 20 }).map(text), fc.constantFrom(SVG.url, "data:text/plain;base64,AAAA", "data:,%zz", "https://x/a.png", "javascript:alert(1)")),
        name: fc.constantFrom("notes.txt", "setup.exe", "logo.svg", "a.png"),
        contentType: fc.constantFrom("text/plain", "image/png", "image/svg+xml", "application/yaml"),
      },
      { requiredKeys: ["url", "contentType"] },
    );
    const toV2 = (message: string) =>
      message
        .replace(/experimental_attachments\[(\d+)\]/, (_all, index: string) => `parts[${Number(index) + 1}]`)
        .replace("experimental_attachments: at most 10 items", "parts: at most 10 file parts")
        .replace(".name:", ".filename:")
        .replace(".contentType:", ".mediaType:");
    fc.assert(
      fc.property(fc.array(fc.array(attachment, { maxLength: 12 }), { minLength: 1, maxLength: 3 }), (perMessage) => {
        const expected = messages(validateMessageAttachments(perMessage.map(v1), "v1")).map(toV2);
        expect(messages(validateMessageAttachments(perMessage.map(v2), "v2"))).toEqual(expected);
      }),
    );
  });
});
