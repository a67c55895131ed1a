import fc from "fast-check";
import { readAttachmentStandIn, validateAttachment, type Attachment } from "../protocol";
import { keepAttachmentsWithin, MAX_KEPT_ATTACHMENT_CHARS } from "./keepAttachmentsWithin";

/** A base64 data URL of `bytes` bytes of `type`. */
const file = (name: string, bytes: number, type = "text/plain"): Attachment => ({ name, contentType: type, url: `data:${type};base64,${Buffer.alloc(bytes, "a").toString("base64")}` });
const ask = (id: string, ...files: Attachment[]): { id: string; role: string; content: string; experimental_attachments?: Attachment[] } => ({
  id,
  role: "user",
  content: id,
  ...(files.length > 0 && { experimental_attachments: files }),
});

describe("the files a conversation keeps", () => {
  test("the newest files keep their content while it fits; older ones give way to a stand-in with their name, type and size", () => {
    const old = file("old.png", 60_000, "image/png");
    const newer = file("config.yaml", 30_000, "application/yaml");
    const newest = file("error.log", 20_000);
    const kept = keepAttachmentsWithin([ask("q1", old), ask("q2", newer), ask("q3", newest)]);
    expect(kept[2]!.experimental_attachments).toEqual([newest]);
    expect(kept[1]!.experimental_attachments).toEqual([newer]);
    const standIn = kept[0]!.experimental_attachments![0]!;
    expect(readAttachmentStandIn(standIn)).toEqual({ name: "old.png", mediaType: "image/png", size: 60_000 });
    expect(validateAttachment(standIn)).toEqual([]);
  });

  test("a smaller older file still kept where a larger newer one did not fit", () => {
    const kept = keepAttachmentsWithin([ask("q1", file("small.txt", 100)), ask("q2", file("huge.png", 5 * 1024 * 1024, "image/png"))]);
    expect(kept[0]!.experimental_attachments![0]!.url).toContain(";base64,");
    expect(readAttachmentStandIn(kept[1]!.experimental_attachments![0]!)).toMatchObject({ name: "huge.png", size: 5 * 1024 * 1024 });
  });

  test("the question being sent keeps all its files, outside the count; stand-ins and messages without files stay as they are", () => {
    const answer: ReturnType<typeof ask> = { id: "a1", role: "assistant", content: "An answer" };
    const earlier = keepAttachmentsWithin([ask("q1", file("shot.png", 200_000, "image/png"))]);
    const question = ask("q2", file("big.log", 4_000_000));
    const kept = keepAttachmentsWithin([...earlier, answer, question], MAX_KEPT_ATTACHMENT_CHARS, true);
    expect(kept[2]).toBe(question);
    expect(kept[1]).toBe(answer);
    expect(kept[0]!.experimental_attachments).toEqual(earlier[0]!.experimental_attachments);
  });

  test("whatever the files, what is kept fits and every file is either whole or its stand-in (property)", () => {
    const drawn = fc.array(fc.array(fc.record({ name: fc.constantFrom("a.txt", "b.png", "c (1).yaml"), bytes: fc.nat({ max: 80_000 }) }), { maxLength: 3 }), { maxLength: 6 });
    fc.assert(
      fc.property(drawn, (messages) => {
        const given = messages.map((files, index) => ask(`q${index}`, ...files.map(({ name, bytes }) => file(name, bytes))));
        const kept = keepAttachmentsWithin(given);
        let content = 0;
        kept.forEach((message, index) =>
          message.experimental_attachments?.forEach((attachment, position) => {
            const original = given[index]!.experimental_attachments![position]!;
            if (attachment === original) content += attachment.url.length;
            else expect(readAttachmentStandIn(attachment)).toEqual({ name: original.name, mediaType: "text/plain", size: Buffer.from(original.url.split(",")[1]!, "base64").length });
          }),
        );
        expect(content).toBeLessThanOrEqual(MAX_KEPT_ATTACHMENT_CHARS);
      }),
    );
  });
});
