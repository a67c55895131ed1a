import fc from "fast-check";
import { attachmentToRemove } from "./attachmentToRemove";
import { buildRequestBody } from "./buildRequestBody";
import { keepAttachmentsWithin } from "./keepAttachmentsWithin";
import type { ChatMessageLike } from "./wireMessages";

const file = (name: string, bytes: number) => ({ name, contentType: "text/plain", url: `data:text/plain;base64,${Buffer.alloc(bytes, "é").toString("base64")}` });
const question = (text: string, files: ReturnType<typeof file>[]): ChatMessageLike => ({ id: "q", role: "user", content: text, parts: [{ type: "text", text }], experimental_attachments: files });
const history: ChatMessageLike[] = [
  { id: "u0", role: "user", content: "Première question, déjà posée", parts: [{ type: "text", text: "Première question, déjà posée" }], experimental_attachments: [file("old.log", 150_000)] },
  { id: "a0", role: "assistant", content: "Réponse", parts: [{ type: "text", text: "Réponse ✓" }] },
];
/** The request's size as sent: the body's JSON in UTF-8. */
const sentBytes = (messages: ChatMessageLike[]) => new Blob([JSON.stringify(buildRequestBody(keepAttachmentsWithin(messages, undefined, true)))]).size;

describe("the file to remove for a request to fit", () => {
  test("is the largest, named only when the request as sent would be over the limit (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60_000 }), { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 40 }), fc.nat({ max: 400_000 }), (sizes, text, limit) => {
        const files = sizes.map((bytes, index) => file(`f${index}.txt`, bytes));
        const messages = [...history, question(text, files)];
        const remove = attachmentToRemove(messages, limit);
        const largest = files.reduce((a, b) => (b.url.length > a.url.length ? b : a));
        expect(remove).toBe(sentBytes(messages) > limit ? largest : undefined);
      }),
    );
  });

  test("nothing to remove from a question without files, whatever its size", () => {
    expect(attachmentToRemove([...history, question("x".repeat(5_000), [])], 10)).toBeUndefined();
  });
});
