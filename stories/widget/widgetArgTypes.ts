import type { ArgTypes } from "@storybook/react-vite";
import type { AssistantWidgetProps } from "../../src/widget/assistantWidgetProps";

/**
 * The widget's props in the docs table, grouped as a docs team thinks of them. Descriptions and
 * defaults come from the props' JSDoc (react-docgen-typescript); this only sorts them and turns off
 * controls that cannot be edited as text (functions, elements).
 */
const groups: Record<string, Array<keyof AssistantWidgetProps>> = {
  Service: ["domain", "apiKey", "baseUrl", "apiVersion", "deployment", "fp", "userId", "retrievalPageSize", "filter", "currentPath", "idleTimeoutMs", "stillWorkingAfterMs", "fetch"],
  Conversation: ["threadStorage", "exampleQuestions", "captureContext", "codeBlockSelector", "attachments", "pageActions", "pageActionsAnchor", "support"],
  Appearance: ["mode", "theme", "title", "launcherLabel", "labels", "components", "className", "portalContainer", "makeRoom"],
  Opening: ["defaultOpen", "open", "onOpenChange", "shortcut"],
  Events: ["onEvent", "onFeedback"],
};

const NOT_EDITABLE = new Set<keyof AssistantWidgetProps>(["fetch", "portalContainer", "onEvent", "onFeedback", "onOpenChange", "components"]);

export const WIDGET_ARG_TYPES: Partial<ArgTypes<AssistantWidgetProps>> = Object.fromEntries(
  Object.entries(groups).flatMap(([category, names]) =>
    names.map((name) => [name, { table: { category }, ...(NOT_EDITABLE.has(name) ? { control: false as const } : {}) }]),
  ),
);

/** Every prop that has a group, for the test that no prop is left out of the table. */
export const GROUPED_PROPS = Object.values(groups).flat();
