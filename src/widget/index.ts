/** The assembled widget: what the public index re-exports. */
export { AssistantWidget } from "./AssistantWidget";
export { AssistantRoot } from "./AssistantRoot";
export { AssistantLauncher } from "./AssistantLauncher";
export { AssistantPanel } from "./AssistantPanel";
export { AssistantTranscript } from "./AssistantTranscript";
export { AssistantMessage } from "./AssistantMessage";
export { AssistantComposer } from "./AssistantComposer";
export { AssistantContextChips } from "./AssistantContextChips";
export { AssistantErrorAlert } from "./AssistantErrorAlert";
export { AssistantConversations } from "./AssistantConversations";
export { useAssistant } from "./assistantContext";
export type { AssistantWidgetProps } from "./assistantWidgetProps";
export type { AssistantWidgetHandle } from "./assistantWidgetHandle";
export type { AssistantFeedback, AssistantWidgetEvent, AssistantWidgetEventType } from "./widgetEvents";
export { DEFAULT_WIDGET_LABELS, FEEDBACK_REASONS, type FeedbackReason, type WidgetLabels } from "./widgetLabels";
