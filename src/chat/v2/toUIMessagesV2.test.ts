import { validateAssistantRequestV2 } from "../../protocol/requestBodyV2";
import { validateMessageAttachments } from "../../protocol/validateMessageAttachments";
import { attachmentStandIn } from "../../protocol/heldAttachment";
import { buildRequestBodyV2 } from "./buildRequestBodyV2";
import { toUIMessagesV2 } from "./toUIMessagesV2";

const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==";
const yaml = `data:application/yaml;base64,${Buffer.from("retries: 0\n").toString("base64")}`;

describe("a question's files on v2", () => {
  test("are file parts after its text: mediaType, url and filename, as the service defines them", () => {
    const [message] = toUIMessagesV2([
      {
        id: "u1",
        role: "user",
        content: "Why does this fail?",
        parts: [{ type: "text", text: "Why does this fail?" }],
        experimental_attachments: [
          { url: png, name: "dashboard.png", contentType: "image/png" },
          { url: yaml, name: "nimbus.yaml", contentType: "application/yaml" },
        ],
      },
    ]);
    expect(message).toEqual({
      id: "u1",
      role: "user",
      parts: [
        { type: "text", text: "Why does this fail?" },
        { type: "file", mediaType: "image/png", url: png, filename: "dashboard.png" },
        { type: "file", mediaType: "application/yaml", url: yaml, filename: "nimbus.yaml" },
      ],
    });
  });

  test("in the history too, a stand-in as the text file it is, and the body is one the service takes", () => {
    const body = buildRequestBodyV2([
      { id: "u1", role: "user", content: "First", parts: [{ type: "text", text: "First" }], experimental_attachments: [attachmentStandIn({ name: "big.png", mediaType: "image/png", size: 9_000_000 })] },
      { id: "a1", role: "assistant", content: "An answer", parts: [{ type: "text", text: "An answer" }] },
      { id: "u2", role: "user", content: "Second", parts: [{ type: "text", text: "Second" }], experimental_attachments: [{ url: yaml, name: "nimbus.yaml", contentType: "application/yaml" }] },
    ]);
    expect(body.messages[0]!.parts[1]).toMatchObject({ type: "file", mediaType: "text/plain", filename: "big.png" });
    expect(body.messages[2]!.parts[1]).toMatchObject({ type: "file", mediaType: "application/yaml", filename: "nimbus.yaml" });
    const shape = validateAssistantRequestV2(body);
    expect(shape.ok ? "valid" : shape.error.message).toBe("valid");
    expect(validateMessageAttachments(body.messages, "v2")).toEqual([]);
  });
});
