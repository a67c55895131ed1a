import type { ChatErrorKind } from "../chat/chatErrors";
import { DEFAULT_PART_LABELS, type PartLabels } from "../parts/partLabels";

/**
 * Every visible (or announced) string of the widget, parts and markdown included. A label of the
 * wrong kind (a string where a function is expected, or the reverse) or of an unknown name is
 * refused with a console warning and the default kept (`resolveLabels`).
 */
export interface WidgetLabels extends PartLabels {
  /** The launcher button. @default "Ask AI" */
  launcher: string;
  /** The launcher's hint when the script tag could not load the rest of the widget. @default "The assistant could not be loaded. Click to try again." */
  launcherLoadFailed: string;
  /** The panel's title, which names the dialog or region. @default "Docs assistant" */
  title: string;
  /** The panel's close button. @default "Close" */
  close: string;
  /** The message box's accessible name. @default "Message" */
  messageBox: string;
  /** The message box's placeholder. @default "Ask a question about the docs…" */
  messagePlaceholder: string;
  /** @default "Send" */
  send: string;
  /** @default "Stop" */
  stop: string;
  /** @default "Retry" */
  retry: string;
  /** @default "New conversation" */
  newConversation: string;
  /** The transcript's accessible name. @default "Conversation" */
  transcript: string;
  /** Read before each of the reader's messages. @default "You" */
  you: string;
  /** Read before each answer. @default "Assistant" */
  assistant: string;
  /** While the question is sent and nothing has arrived yet. @default "Thinking…" */
  waiting: string;
  /** Announced when the reader pressed Stop. @default "Stopped." */
  stopped: string;
  /** The empty state's heading. @default "Ask anything about these docs" */
  emptyTitle: string;
  /** Above the example questions. @default "Try asking" */
  exampleQuestions: string;
  /** @default "Copy answer" */
  copyAnswer: string;
  /** Shown once the answer is on the clipboard. @default "Copied" */
  answerCopied: string;
  /** Regenerate the last answer. @default "Regenerate" */
  regenerate: string;
  /** Thumbs up. @default "Helpful" */
  helpful: string;
  /** Thumbs down. @default "Not helpful" */
  notHelpful: string;
  /** Announced after feedback. @default "Thanks for your feedback." */
  feedbackThanks: string;
  /** The action next to a text selection in the page (its accessible name). @default "Ask AI about selection" */
  askAboutSelection: string;
  /** The button on each code block of the page (its accessible name). @default "Ask AI about this code" */
  askAboutCode: string;
  /** The visible text of those two small buttons. @default "Ask AI" */
  pageActionText: string;
  /** Before the context a sent question was about. @default "About:" */
  about: string;
  /** Names the pending context chips. @default "Context for your next question" */
  pendingContext: string;
  /** A chip's remove button, given its preview. @default "Remove context: {preview}" */
  removeContext: (preview: string) => string;
  /** A chip's kind. @default "Code" / "Selection" */
  contextKind: (type: "code" | "textSelection") => string;
  /** Beside a chip whose text was cut to the limit. @default "(cut)" */
  contextCut: string;
  /** Why a key is refused (admin, missing, malformed). */
  keyProblem: (problem: "admin" | "missing" | "malformed") => string;
  /** The message for each kind of failure (see `ChatErrorKind`). */
  error: (kind: ChatErrorKind) => string;
  /**
   * After a 429 with `Retry-After`: when Retry will be offered. `time` is formatted in the browser's locale;
   * format `at` yourself to match the labels' language. @default "You can retry at {time}."
   */
  retryAt: (time: string, at: Date) => string;
  /** The service's own words about a failure, shown as plain text. @default "The service said: {detail}" */
  errorDetail: (detail: string) => string;
}

/** The English defaults. */
export const DEFAULT_WIDGET_LABELS: WidgetLabels = {
  ...DEFAULT_PART_LABELS,
  launcher: "Ask AI",
  launcherLoadFailed: "The assistant could not be loaded. Click to try again.",
  title: "Docs assistant",
  close: "Close",
  messageBox: "Message",
  messagePlaceholder: "Ask a question about the docs…",
  send: "Send",
  stop: "Stop",
  retry: "Retry",
  newConversation: "New conversation",
  transcript: "Conversation",
  you: "You",
  assistant: "Assistant",
  waiting: "Thinking…",
  stopped: "Stopped.",
  emptyTitle: "Ask anything about these docs",
  exampleQuestions: "Try asking",
  copyAnswer: "Copy answer",
  answerCopied: "Copied",
  regenerate: "Regenerate",
  helpful: "Helpful",
  notHelpful: "Not helpful",
  feedbackThanks: "Thanks for your feedback.",
  askAboutSelection: "Ask AI about selection",
  askAboutCode: "Ask AI about this code",
  pageActionText: "Ask AI",
  about: "About:",
  pendingContext: "Context for your next question",
  removeContext: (preview) => `Remove context: ${preview}`,
  contextKind: (type) => (type === "code" ? "Code" : "Selection"),
  contextCut: "(cut)",
  keyProblem: (problem) => {
    switch (problem) {
      case "admin":
        return "This assistant is set up with an admin key (svc_…), which must never be used in a web page, so it is switched off. Use the public assistant key (svc_dsc_…).";
      case "missing":
        return "This assistant has no API key, so it cannot answer. Set the public assistant key (svc_dsc_…).";
      case "malformed":
        return "This assistant's API key is not a valid assistant key, so it cannot answer. Assistant keys start with svc_dsc_.";
    }
  },
  error: defaultErrorMessage,
  retryAt: (time) => `You can retry at ${time}.`,
  errorDetail: (detail) => `The service said: ${detail}`,
};

function defaultErrorMessage(kind: ChatErrorKind): string {
  switch (kind) {
    case "unauthorized":
      return "The assistant did not accept this site's API key (401). The site's owner needs to check the key.";
    case "forbidden":
      return "This site's key or plan does not allow the assistant (403).";
    case "not-found":
      return "The assistant could not be found for this site, or the conversation has expired (404).";
    case "rate-limited":
      return "Too many questions right now (429).";
    case "bad-request":
      return "The assistant could not read the question.";
    case "server":
      return "The assistant had a problem on its side. Please try again.";
    case "offline":
      return "You appear to be offline. Check your connection and try again.";
    case "network":
      return "The assistant could not be reached. Check your connection and try again.";
    case "connection-cut":
      return "The connection was lost before the answer was complete.";
    case "stream-error":
      return "The assistant stopped with an error while answering.";
    case "malformed-stream":
      return "The answer arrived garbled and could not be read.";
    case "timeout":
      return "The assistant stopped responding, so the request was ended.";
    case "key-guard":
      return "This assistant is switched off because of its API key.";
    case "unknown":
      return "Something went wrong.";
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
