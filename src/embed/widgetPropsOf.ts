import type { AssistantWidgetProps } from "../index";
import type { OptionsOf } from "../options/optionsDisagreement";
import type { EmbedOptions } from "./embedOptions";

/** The options that are both a prop of the widget and an option of `mount`. */
type PassedName = OptionsOf<"react"> & OptionsOf<"embed">;
type PassedProps = Pick<AssistantWidgetProps, PassedName>;

/**
 * Every prop the script tag passes on. The compiler holds the list to the options' description
 * (`WIDGET_OPTIONS`), both ways; read from it at run time instead, the description would bring the
 * attributes' kinds into the app (0.35 kB gzip).
 */
const PASSED: Record<PassedName, true> = {
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
  pageActions: true,
  pageActionsAnchor: true,
  support: true,
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
export function widgetPropsOf(options: EmbedOptions): PassedProps {
  const props = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(PASSED)) props[key] = Object.hasOwn(options, key) ? (options as unknown as Record<string, unknown>)[key] : undefined;
  return props as unknown as PassedProps;
}
