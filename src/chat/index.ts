/**
 * The chat layer: the one importer of `@ai-sdk/react`. A thin hook over pure, tested functions:
 * request bodies, error classification, thread storage and page context.
 */
export { useAssistantChat, type AssistantChat, type AssistantChatOptions, type ChatStatus, type Deployment } from "./useAssistantChat";
export { buildRequestBody, type RequestSettings } from "./buildRequestBody";
export { toWireMessage, toWireMessages, type ChatMessageLike } from "./wireMessages";
export { createAssistantFetch, DEFAULT_IDLE_TIMEOUT_MS, type AssistantFetchOptions } from "./assistantFetch";
export { AssistantRequestError, CHAT_ERROR_KINDS, type ChatErrorInfo, type ChatErrorKind } from "./chatErrors";
export { classifyChatError } from "./classifyChatError";
export { parseRetryAfter } from "./retryAfter";
export { createConversationRepository, conversationsStorageKey, type ConversationRepository, type ConversationsSnapshot } from "./conversationRepository";
export type { ThreadStorage } from "./storageSlot";
export type { StoredConversation } from "./storedConversations";
export type { AnswerFeedback } from "./answerFeedback";
export { mergeThread } from "./mergeThread";
export { contextAnnotation, readMessageContext, type ContextAnnotation } from "./messageContext";
export { answerText } from "./answerText";
