import type { AssistantWidgetProps } from "../index";
import type { EmbedOptions } from "./embedOptions";

type PassedProps = Omit<EmbedOptions, "container" | "stylesheet" | "nonce" | "cssVariables">;

/** Every prop the script tag passes on; the compiler keeps the list whole as props are added. */
const PASSED: Record<keyof PassedProps, true> = {
  domain: true,
  apiKey: true,
  baseUrl: true,
  apiVersion: true,
  fp: true,
  userId: true,
  retrievalPageSize: true,
  filter: true,
  currentPath: true,
  captureContext: true,
  attachments: true,
  codeBlockSelector: true,
  threadStorage: true,
  mode: true,
  deployment: true,
  title: true,
  launcherLabel: true,
  exampleQuestions: true,
  shortcut: true,
  theme: true,
  idleTimeoutMs: true,
  stillWorkingAfterMs: true,
  makeRoom: true,
  labels: true,
  onEvent: true,
  onFeedback: true,
  defaultOpen: true,
  open: true,
  onOpenChange: true,
  components: true,
  className: true,
};

/**
 * The widget's props from the script tag's options, each one an own property, `undefined` when not
 * given: a prop the page did not set is never read from `Object.prototype` on the way down.
 */
export function widgetPropsOf(options: EmbedOptions): Omit<AssistantWidgetProps, "portalContainer" | "fetch"> {
  const props = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(PASSED)) props[key] = Object.hasOwn(options, key) ? (options as unknown as Record<string, unknown>)[key] : undefined;
  return props as unknown as Omit<AssistantWidgetProps, "portalContainer" | "fetch">;
}
