/** The assembled widget: what the public index re-exports. */
export { AssistantWidget } from "./AssistantWidget";
export type { AssistantWidgetProps } from "./assistantWidgetProps";
export type { AssistantWidgetHandle } from "./assistantWidgetHandle";
export type { AssistantFeedback, AssistantWidgetEvent, AssistantWidgetEventType } from "./widgetEvents";
export { DEFAULT_WIDGET_LABELS, type WidgetLabels } from "./widgetLabels";
