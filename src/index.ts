/**
 * `docs-assistant-widget`: the React entry. SSR-safe to import (nothing touches `window` at import
 * time); `docs-assistant-widget/styles.css` is its one global import.
 */

// The widget.
export { AssistantWidget } from "./widget/AssistantWidget";
export type { AssistantWidgetProps } from "./widget/assistantWidgetProps";
export type { AssistantWidgetHandle } from "./widget/assistantWidgetHandle";
export type { AssistantFeedback, AssistantWidgetEvent, AssistantWidgetEventType } from "./widget/widgetEvents";
export { DEFAULT_WIDGET_LABELS, type WidgetLabels } from "./widget/widgetLabels";
export { FRENCH_LABELS } from "./widget/labels/fr";
export { matchesShortcut, parseShortcut, type Shortcut } from "./widget/useShortcut";

// The hook, for sites that build their own UI.
export { useAssistantChat } from "./chat/useAssistantChat";
export type { AssistantChat, AssistantChatOptions, ChatStatus, Deployment } from "./chat/useAssistantChat";

// The part components: one per message part type of the service.
export {
  DEFAULT_PART_LABELS,
  MessageParts,
  PartLabelsContext,
  ReasoningPart,
  SourceList,
  StepStartPart,
  SuggestionList,
  TextPart,
  ToolInvocationPart,
  messageSources,
  type MessagePartsProps,
  type PartLabels,
  type ReasoningPartProps,
  type SourceListProps,
  type SuggestionListProps,
  type TextPartProps,
  type ToolInvocationPartProps,
} from "./parts";
export { StreamingMarkdown, safeUrl, type StreamingMarkdownProps } from "./markdown";

// Reading the host page, for sites with their own "Explain this" buttons.
export {
  codeContextItem,
  composedContains,
  createContextItem,
  currentPagePath,
  decorateCodeBlocks,
  placeSelectionAction,
  watchHostPage,
  watchSelection,
  type DecorateCodeBlocksOptions,
  type SelectionSnapshot,
  type WatchHostPageOptions,
  type WatchSelectionOptions,
} from "./page-context";

// The service's contract.
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
  CitedPage,
  ContextItem,
  MessagePart,
  SearchFilter,
  Suggestion,
  ThreadIdentity,
  ToolInvocation,
} from "./protocol";
