import type { UIMessage } from "@ai-sdk/ui-utils";
import type { WireMessage } from "../protocol";

/**
 * Stored messages (the wire shape, JSON dates) as useChat's UI messages. The service's parts are a subset
 * of useChat's, so only the date needs converting.
 */
export function fromStoredMessages(messages: ReadonlyArray<WireMessage>): UIMessage[] {
  return messages.map(({ createdAt, ...message }) => ({
    ...message,
    ...(createdAt !== undefined && { createdAt: new Date(createdAt) }),
    annotations: message.annotations as UIMessage["annotations"],
    parts: message.parts as UIMessage["parts"],
  }));
}
