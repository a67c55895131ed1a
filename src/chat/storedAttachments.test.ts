import { readAttachmentStandIn, type Attachment } from "../protocol";
import { parseConversations, serializeConversations, toStoredConversation } from "./storedConversations";
import { MAX_STORED_CHARS, parseStoredThread } from "./storedThread";
import type { ChatMessageLike } from "./wireMessages";

const dataUrl = (type: string, bytes: number) => `data:${type};base64,${Buffer.alloc(bytes, 7).toString("base64")}`;
const screenshot: Attachment = { name: "dashboard.png", contentType: "image/png", url: dataUrl("image/png", 2 * 1024 * 1024) };
const config: Attachment = { name: "nimbus.yaml", contentType: "application/yaml", url: `data:application/yaml;base64,${Buffer.from("retries: 0\n").toString("base64")}` };
const conversation: ChatMessageLike[] = [
  { id: "u1", role: "user", content: "Why do my jobs fail?", parts: [{ type: "text", text: "Why do my jobs fail?" }], experimental_attachments: [screenshot, config] },
  { id: "a1", role: "assistant", content: "Because retries is 0.", parts: [{ type: "text", text: "Because retries is 0." }] },
];

describe("a conversation with files, stored", () => {
  test("keeps its question and the files that fit; a file too large for storage keeps its name, type and size", () => {
    const text = serializeConversations({ activeId: "c1", conversations: [toStoredConversation("c1", { threadId: "t1" }, conversation, 1)!] })!;
    expect(text.length).toBeLessThan(MAX_STORED_CHARS);
    const stored = parseConversations(text)!.conversations[0]!;
    expect(stored.messages.map((message) => message.id)).toEqual(["u1", "a1"]);
    const [image, yaml] = stored.messages[0]!.experimental_attachments!;
    expect(readAttachmentStandIn(image!)).toEqual({ name: "dashboard.png", mediaType: "image/png", size: 2 * 1024 * 1024 });
    expect(yaml).toEqual(config);
  });

  test("in the list of conversations too", () => {
    const stored = toStoredConversation("c1", undefined, conversation, 1)!;
    expect(stored.messages).toHaveLength(2);
    expect(readAttachmentStandIn(stored.messages[0]!.experimental_attachments![0]!)).toMatchObject({ name: "dashboard.png" });
  });

  test("a stored copy carrying more file content than this widget keeps is bounded as it is read (the list, and the first version's conversation)", () => {
    const large: Attachment = { name: "big.log", contentType: "text/plain", url: dataUrl("text/plain", 150_000) };
    const message = { ...conversation[0], createdAt: undefined, experimental_attachments: [large] };
    const list = JSON.stringify({ version: 2, conversations: [{ id: "c1", title: "Why do my jobs fail?", updatedAt: 1, messages: [message] }] });
    const firstVersion = JSON.stringify({ version: 1, messages: [message], savedAt: 1 });
    for (const stored of [parseConversations(list)!.conversations[0]!, parseStoredThread(firstVersion)!]) {
      expect(readAttachmentStandIn(stored.messages[0]!.experimental_attachments![0]!)).toEqual({ name: "big.log", mediaType: "text/plain", size: 150_000 });
    }
  });
});
