import type { RequestSettings } from "./buildRequestBody";
import type { ChatMessageLike } from "./wireMessages";

/**
 * One request as the widget asks it, before any version's wire body is built: the conversation and
 * what the widget adds to it. useChat's body builder gives it, useChat sends it to the assistant's
 * fetch as JSON, and the version the fetch picks builds its own body from it.
 */
export interface ChatRequest {
  messages: ChatMessageLike[];
  settings: RequestSettings;
}

/**
 * The request for `messages` and `settings`. Of each message only the fields a body is built from:
 * useChat's copies of its parts (`toolInvocations`, `reasoning`) would double what is sent to the
 * fetch, and an `undefined` annotation, which JSON would turn into `null`, is none.
 */
export function describeRequest(messages: ReadonlyArray<ChatMessageLike>, settings: RequestSettings): ChatRequest {
  return {
    messages: messages.map((message) => {
      const described: ChatMessageLike = { id: message.id, role: message.role, content: message.content };
      if (message.createdAt !== undefined) described.createdAt = message.createdAt;
      if (message.parts !== undefined) described.parts = message.parts;
      if (message.annotations !== undefined) described.annotations = message.annotations.filter((annotation) => annotation !== undefined);
      if (message.experimental_attachments !== undefined) described.experimental_attachments = message.experimental_attachments;
      return described;
    }),
    settings,
  };
}

/** The request a body sent by useChat holds (the JSON of {@link describeRequest}). */
export function readChatRequest(body: BodyInit | null | undefined): ChatRequest {
  if (typeof body !== "string") throw new TypeError("The request has no body the widget described.");
  return JSON.parse(body) as ChatRequest;
}
