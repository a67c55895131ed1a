import { CHAT_ERROR_KINDS } from "../../../chat/chatErrors";
import type { AttachmentLabels } from "../../attachments/attachmentLabels";
import type { AttachmentRefusal } from "../../attachments/attachmentRefusal";
import { FEEDBACK_REASONS, type WidgetLabels } from "../../widgetLabels";

/** Every string a set of labels can produce, per key, with sample arguments for the functions. */
export function labelPhrases(labels: WidgetLabels): Record<keyof WidgetLabels, string[]> {
  const phrases = {} as Record<keyof WidgetLabels, string[]>;
  for (const key of Object.keys(labels) as Array<keyof WidgetLabels>) {
    const value = labels[key];
    phrases[key] = typeof value === "string" ? [value] : SAMPLES[key]!(value as never);
  }
  return phrases;
}

type LabelFunction = (...args: never[]) => string;
const SAMPLES: Partial<Record<keyof WidgetLabels, (label: LabelFunction) => string[]>> = {
  copyCodeAriaLabel: (f) => [(f as WidgetLabels["copyCodeAriaLabel"])(undefined), (f as WidgetLabels["copyCodeAriaLabel"])("bash")],
  searching: (f) => [(f as WidgetLabels["searching"])(undefined), (f as WidgetLabels["searching"])("QUERY")],
  searched: (f) => [(f as WidgetLabels["searched"])(undefined), (f as WidgetLabels["searched"])("QUERY")],
  pagesFound: (f) => [1, 2].map((n) => (f as WidgetLabels["pagesFound"])(n)),
  toolPreparing: (f) => [(f as WidgetLabels["toolPreparing"])("TOOL")],
  toolRunning: (f) => [(f as WidgetLabels["toolRunning"])("TOOL")],
  toolDone: (f) => [(f as WidgetLabels["toolDone"])("TOOL")],
  toolUnfinished: (f) => [(f as WidgetLabels["toolUnfinished"])("TOOL")],
  toolFailed: (f) => [(f as WidgetLabels["toolFailed"])("TOOL")],
  truncated: (f) => [(f as WidgetLabels["truncated"])(10, 20)],
  removeContext: (f) => [(f as WidgetLabels["removeContext"])("PREVIEW")],
  contextKind: (f) => (["code", "textSelection"] as const).map((type) => (f as WidgetLabels["contextKind"])(type)),
  keyProblem: (f) => (["admin", "missing", "malformed"] as const).map((problem) => (f as WidgetLabels["keyProblem"])(problem)),
  error: (f) => CHAT_ERROR_KINDS.map((kind) => (f as WidgetLabels["error"])(kind)),
  retryIn: (f) => [5, 125, 3_900].map((seconds) => (f as WidgetLabels["retryIn"])(seconds)),
  errorDetail: (f) => [(f as WidgetLabels["errorDetail"])("DETAIL")],
  conversationDate: (f) => [(f as WidgetLabels["conversationDate"])(Date.UTC(2026, 0, 15, 14, 30))],
  deleteConversation: (f) => [(f as WidgetLabels["deleteConversation"])("PREVIEW")],
  feedbackReason: (f) => FEEDBACK_REASONS.map((reason) => (f as WidgetLabels["feedbackReason"])(reason)),
  removeAttachment: (f) => [(f as AttachmentLabels["removeAttachment"])("PREVIEW")],
  attachmentAdded: (f) => [(f as AttachmentLabels["attachmentAdded"])("PREVIEW")],
  attachmentRemoved: (f) => [(f as AttachmentLabels["attachmentRemoved"])("PREVIEW")],
  attachmentKind: (f) => (["image", "text"] as const).map((kind) => (f as AttachmentLabels["attachmentKind"])(kind, "PREVIEW")),
  fileSize: (f) => [12, 34_000, 4_400_000].map((bytes) => (f as AttachmentLabels["fileSize"])(bytes)),
  attachmentRefused: (f) =>
    [
      { reason: "type", name: "PREVIEW", format: "EXE", images: true, text: true },
      { reason: "type", name: "PREVIEW", format: "SVG", images: true, text: true },
      { reason: "type", name: "PREVIEW", format: "EXE", images: true, text: false },
      { reason: "type", name: "PREVIEW", format: "EXE", images: false, text: true },
      { reason: "size", name: "PREVIEW", size: 7_000_000, limit: 5_242_880 },
      { reason: "count", name: "PREVIEW", limit: 10 },
      { reason: "content", name: "PREVIEW", kind: "image", format: "PNG" },
      { reason: "content", name: "PREVIEW", kind: "text", format: "LOG" },
      { reason: "unreadable", name: "PREVIEW" },
      { reason: "request", name: "PREVIEW", limit: 512_000 },
    ].map((refusal) => (f as AttachmentLabels["attachmentRefused"])(refusal as AttachmentRefusal)),
  pageActionsPrompt: (f) => [(f as WidgetLabels["pageActionsPrompt"])("PREVIEW")],
};

/** The fixed words of a phrase: the parts around the sample arguments (QUERY, TOOL, 10, …). */
export function fixedWords(phrase: string): string[] {
  return phrase
    .split(/QUERY|TOOL|PREVIEW|TIME|DETAIL|bash|\d+/)
    .map((piece) => piece.replace(/^[\s“”«»:.…()\u00a0\u202f]+|[\s“”«»:.…()\u00a0\u202f]+$/g, ""))
    .filter((piece) => /\p{L}{2,}/u.test(piece));
}

/** Whether `text` holds `words` as whole words (not inside a longer word). */
export function containsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u").test(text);
}

/** Every text node and naming attribute under `root`, open shadow roots included. */
export function visibleStrings(root: ParentNode): string[] {
  const found: string[] = [];
  const elements = [...root.querySelectorAll("*")];
  for (const element of elements) {
    if (element.shadowRoot) found.push(...visibleStrings(element.shadowRoot));
    if (element.closest("style, script")) continue;
    for (const attribute of ["aria-label", "aria-description", "aria-roledescription", "placeholder", "title", "alt"]) {
      const value = element.getAttribute(attribute);
      if (value) found.push(value);
    }
    for (const node of element.childNodes) {
      if (node.nodeType === 3 && node.textContent?.trim()) found.push(node.textContent.trim());
    }
  }
  return found;
}
