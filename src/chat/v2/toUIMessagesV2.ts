import { attachmentToFilePart } from "../../protocol/attachmentParts";
import { V2_MESSAGE_ROLES, type UIMessagePartV2, type UIMessageV2 } from "../../protocol/uiMessageStreamV2";
import type { ChatMessageLike } from "../wireMessages";

/**
 * useChat v4's messages as the v5 UI messages a v2 request carries: `id`, `role`, `parts` and
 * nothing else (no `content`, `annotations`, dates). Parts keep only the types the v2 request schema
 * lists: text, reasoning (`reasoning` becomes `text`), sources (`source-url`), files (as a data URL)
 * and step starts, then the message's attachments (`experimental_attachments`) as `file` parts
 * (`mediaType`, `url`, `filename`), after its text as the service reads them. Tool calls are not among
 * them and stay out of what is sent back; an assistant message left with nothing but step starts is
 * left out, as are `data` messages.
 */
export function toUIMessagesV2(messages: ReadonlyArray<ChatMessageLike>): UIMessageV2[] {
  return messages.flatMap((message) => {
    if (!(V2_MESSAGE_ROLES as ReadonlyArray<string>).includes(message.role)) return [];
    const parts = [...(message.parts ?? [{ type: "text", text: message.content }]).flatMap(toPartV2), ...(message.experimental_attachments ?? []).map(attachmentToFilePart)];
    if (!parts.some((part) => part.type !== "step-start")) return [];
    return [{ id: message.id, role: message.role as UIMessageV2["role"], parts }];
  });
}

/** One v4 part as the v2 request's part, or nothing for types the v2 schema does not list. */
export function toPartV2(part: unknown): UIMessagePartV2[] {
  if (typeof part !== "object" || part === null) return [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a part of any shape, each field checked where it is read
  const p = part as Record<string, any>;
  switch (p.type) {
    case "text":
      return typeof p.text === "string" ? [{ type: "text", text: p.text }] : [];
    case "reasoning":
      return typeof p.reasoning === "string" ? [{ type: "reasoning", text: p.reasoning }] : [];
    case "source": {
      const s = p.source as Record<string, unknown> | undefined;
      if (!s || typeof s.url !== "string") return [];
      return [{ type: "source-url", sourceId: typeof s.id === "string" ? s.id : s.url, url: s.url, ...(typeof s.title === "string" && { title: s.title }) }];
    }
    case "file":
      if (typeof p.mimeType !== "string" || typeof p.data !== "string") return [];
      return [{ type: "file", mediaType: p.mimeType, url: `data:${p.mimeType};base64,${p.data}` }];
    case "step-start":
      return [{ type: "step-start" }];
    default:
      return [];
  }
}
