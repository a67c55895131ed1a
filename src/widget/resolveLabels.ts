import { ATTACHMENT_LABEL_KINDS, DEFAULT_WIDGET_LABELS, type WidgetLabels } from "./widgetLabels";

const DEFAULTS = DEFAULT_WIDGET_LABELS as unknown as Record<string, unknown>;
const KINDS: Record<string, string> = ATTACHMENT_LABEL_KINDS;

// An integrator's inline `labels={{…}}` is a new object on every render: say each problem once.
const warned = new Set<string>();

/**
 * The labels in effect: the English defaults, each replaced by the given label of the same name when
 * it is of the same kind (a string for a string, a function for a function). Anything else, such as
 * `{ error: "Oops" }` where `error(kind)` is called, or a name the widget does not know, is left out
 * with a console warning that names it, so a wrong label never breaks the widget.
 *
 * The one gate for labels, whichever way they come: the `labels` prop, `DocsAssistant.mount({ labels })`
 * and the script tag's `data-labels`.
 * @param given the labels to use instead of the defaults. @default DEFAULT_WIDGET_LABELS
 */
export function resolveLabels(given: Partial<WidgetLabels> | undefined): WidgetLabels {
  const labels: Record<string, unknown> = { ...DEFAULTS };
  if (given === undefined || given === null) return labels as unknown as WidgetLabels;
  if (typeof given !== "object" || Array.isArray(given)) {
    warnOnce(`labels must be an object, not ${kindOf(given)}; the defaults are used`);
    return labels as unknown as WidgetLabels;
  }
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || name === "__proto__") continue;
    // The attachments' labels are known by kind: their defaults load with the attachments' code.
    const expected = Object.hasOwn(DEFAULTS, name) ? typeof DEFAULTS[name] : Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
    if (!expected) {
      warnOnce(`unknown label "${name}"; ignored`);
      continue;
    }
    if (typeof value !== expected) {
      warnOnce(`label "${name}" must be a ${expected}, not ${kindOf(value)}; the default is used`);
      continue;
    }
    labels[name] = value;
  }
  return labels as unknown as WidgetLabels;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "object" ? "an object" : `a ${type}`;
}

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[docs-assistant] ${message}.`);
}
