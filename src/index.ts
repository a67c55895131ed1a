export {
  ANONYMOUS_FINGERPRINT,
  CURRENT_PATH_MAX_LENGTH,
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  classifyApiKey,
  findThread,
  splitSuggestions,
  validateAssistantRequest,
} from "./protocol";
export type {
  ApiKeyKind,
  AssistantRequest,
  AssistantRequestInput,
  ContextItem,
  MessagePart,
  SearchFilter,
  Suggestion,
  ThreadIdentity,
  ToolInvocation,
} from "./protocol";
