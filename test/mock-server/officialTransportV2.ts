import { DefaultChatTransport, type UIMessage } from "ai-v5";
import type { MockServer } from "../../src/mock-server";
import { V2_REQUEST_PART_TYPES, assistantMessagePathV2 } from "../../src/protocol/uiMessageStreamV2";

/** The thread a v2 answer names in its metadata. */
export type ThreadMetadata = { threadId: string; threadKey?: string };

/** A v5 UI message carrying the thread in its metadata. */
export type ThreadMessage = UIMessage<ThreadMetadata>;

const LISTED = new Set<string>(V2_REQUEST_PART_TYPES);

/**
 * The transport a public v5 client builds for the mock's v2 (`scenario` in `X-Mock-Scenario`): the
 * key in `headers`, the service's fields in `body`; the history keeps only the part types the v2
 * schema lists, and the thread named by the last answer's metadata goes with the next question.
 */
export function officialTransportV2(server: MockServer, scenario?: string): DefaultChatTransport<ThreadMessage> {
  return new DefaultChatTransport<ThreadMessage>({
    api: `${server.url}${assistantMessagePathV2(server.domain)}`,
    headers: { Authorization: `Bearer ${server.assistantKey}`, ...(scenario && { "X-Mock-Scenario": scenario }) },
    body: { fp: "anonymous", retrievalPageSize: 5 },
    prepareSendMessagesRequest: ({ messages, body }) => ({
      body: {
        ...body,
        ...messages.findLast((message) => message.metadata?.threadId)?.metadata,
        messages: messages.map((message) => ({ ...message, parts: message.parts.filter((part) => LISTED.has(part.type)) })),
      },
    }),
  });
}
