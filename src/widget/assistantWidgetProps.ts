import type { AttachmentOptions } from "../chat/attachmentOptions";
import type { Deployment } from "../chat/useAssistantChat";
import type { AssistantComponents } from "../parts/assistantComponents";
import type { ThreadStorage } from "../chat/storageSlot";
import type { NoneOf, OptionsDisagreement } from "../options/optionsDisagreement";
import type { PageAction } from "../page-actions/pageActionTypes";
import type { ApiVersion, SearchFilterV2 } from "../protocol/uiMessageStreamV2";
import type { SupportOptions } from "./support/supportOptions";
import type { AssistantFeedback, AssistantWidgetEvent } from "./widgetEvents";
import type { WidgetLabels } from "./widgetLabels";

/** Props of `AssistantWidget`. Only `domain` and `apiKey` are required. */
export interface AssistantWidgetProps {
  /** The documentation domain: requests go to `{baseUrl}/discovery/v1/assistant/{domain}/message`. */
  domain: string;
  /** The public assistant key (`svc_dsc_…`). An admin key or no key is never sent: the widget explains why instead. */
  apiKey: string;
  /** The service's base URL. @default "" (same origin) */
  baseUrl?: string;
  /**
   * The assistant endpoint: `"v1"`, the service's `{baseUrl}/discovery/v1/assistant/{domain}/message`
   * (useChat v4 data stream, deprecated by the service), or `"v2"`, the service's current
   * `{baseUrl}/discovery/v2/assistant/{domain}/message` (AI SDK v5 UI message stream). Nothing else
   * changes: the same key, body fields, parts, states and errors. A stored v1 conversation stays
   * readable after the switch and continues on v2; a conversation that got an answer from v2 stays
   * on v2. Script tag: `data-api-version`. @default "v1"
   */
  apiVersion?: ApiVersion;
  /** Fingerprint sent as `fp`: `anonymous` or a user id. @default "anonymous" */
  fp?: string;
  /** The signed-in reader's id, sent as `fp` when `fp` is not given. @default undefined */
  userId?: string;
  /** Search results per answer, sent on every request. @default 5 */
  retrievalPageSize?: number;
  /** `{ version?, language? }` (and on v2 `groups?: string[]`), sent when given. @default undefined */
  filter?: SearchFilterV2;
  /** The page path sent with every question, cut to 200 characters. @default location.pathname */
  currentPath?: string;
  /**
   * Files with the question: a screenshot, a log, a config file. `true` offers `Attach files`, takes
   * files dropped on the panel and images pasted into the message box, and sends them as the service
   * defines them (v1 `experimental_attachments`, v2 `file` parts); `{ accept?, maxFileBytes?, maxFiles?,
   * maxRequestBytes? }` narrows what it takes. Off by default: a service may refuse files. Script tag:
   * `data-attachments="true"`. @default undefined (off)
   */
  attachments?: boolean | AttachmentOptions;
  /** Text selections and code blocks of the host page become context. @default true */
  captureContext?: boolean;
  /** Which blocks of the host page get an "Ask AI about this code" button. @default "pre" */
  codeBlockSelector?: string;
  /**
   * The page menu (`Page actions`) beside the page's title: `Copy page`, `View as Markdown`, `Open in
   * ChatGPT`, `Open in Claude`, `Ask AI about this page`, those listed (in the menu's order). Placed
   * over the page as the script tag places it (`data-page-actions`); to put it elsewhere, render
   * `AssistantPageActions` instead. @default undefined (no menu)
   */
  pageActions?: readonly PageAction[];
  /** The page's title, beside which the page menu goes (`data-page-actions-anchor`). @default "main h1", else "h1" */
  pageActionsAnchor?: string;
  /**
   * A way to a person where the docs were not enough: `{ url?, label?, onHandoff?, threadParam?,
   * questionParam? }`. Offered after `Not helpful`, under an answer the docs do not cover, in an error
   * the reader cannot get past, and in the panel's menu: a link to `url` (a new tab, with the thread id
   * and the question as query parameters) and/or a call of `onHandoff` with the conversation (also
   * the `handoff` event). The widget itself sends nothing anywhere. Script tag: `data-support-url`,
   * `data-support-label`, `data-support-thread-param`, `data-support-question-param`. @default undefined (none)
   */
  support?: SupportOptions;
  /** Where the conversation (thread id and messages) survives a reload. @default "session" */
  threadStorage?: ThreadStorage;
  /**
   * A launcher with a popover (which the reader may expand into a sidebar), a panel in the page's
   * flow, or a launcher with a panel docked at the inline-end edge of the viewport, full height
   * (full screen on phones; the page stays usable beside it). @default "popover"
   */
  mode?: "popover" | "inline" | "sidebar";
  /**
   * The docked sidebar makes room for itself: where it sits beside the page (at least 1024 px wide),
   * the page's `<body>` gets its width as `margin-inline-end` while it is open, so no text is under
   * it. `false` leaves the page alone, for a site with its own fixed layout, which makes room itself
   * with the hook the sidebar always sets: `data-docs-assistant-sidebar="open"` on `<html>` and
   * `--docs-assistant-sidebar-width` (`0px` where it lies over the page). Script tag: `data-make-room="false"`. @default true
   */
  makeRoom?: boolean;
  /** `air-gapped` renders nothing and sends nothing; `client-hosted` works like cloud against `baseUrl`. @default "cloud" */
  deployment?: Deployment;
  /** The panel's title, which also names the dialog or region. @default "Docs assistant" */
  title?: string;
  /** The launcher button's text and accessible name. @default "Ask AI" */
  launcherLabel?: string;
  /** Questions offered while the conversation is empty. @default [] */
  exampleQuestions?: string[];
  /** Keyboard shortcut that opens the widget: `mod` is Cmd on Apple devices and Ctrl elsewhere; `false` turns it off. @default "mod+i" */
  shortcut?: string | false;
  /** Colour scheme; `auto` follows the operating system. @default "auto" */
  theme?: "light" | "dark" | "auto";
  /** End a request that receives nothing for this long (milliseconds); `0` never. @default 45000 */
  idleTimeoutMs?: number;
  /**
   * After this long (milliseconds) with nothing new arriving, the transcript says the answer is still
   * being worked on, until the next words come; `0` never. Keep it well under `idleTimeoutMs`. @default 8000
   */
  stillWorkingAfterMs?: number;
  /** Every visible string; English defaults for those not given. @default DEFAULT_WIDGET_LABELS */
  labels?: Partial<WidgetLabels>;
  /** Called for open, close, ask, answer-finished, source-click, suggestion-click, feedback, error and context-added. */
  onEvent?: (event: AssistantWidgetEvent) => void;
  /** Called when the reader rates an answer. */
  onFeedback?: (feedback: AssistantFeedback) => void;
  /** The fetch used for requests (a proxy, a test script). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Where the popover's panel is portalled (the embed passes its shadow root). @default document.body */
  portalContainer?: Element | DocumentFragment | null;
  /** Open on first render (popover mode). @default false */
  defaultOpen?: boolean;
  /** Controlled open state (popover mode); pair with `onOpenChange`. @default undefined */
  open?: boolean;
  /** Called when the widget wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * How answers are drawn, piece by piece: `CodeBlock`, `Link` (every link, after the URL policy),
   * `tools` by tool name, `ToolFallback`, and react-markdown's `markdown` map. @default the built-in ones
   */
  components?: AssistantComponents;
  /** Extra class on the widget's root element. @default undefined */
  className?: string;
}

// The compiler holds these props to the options' one description (src/options/widgetOptions.ts): an
// error here names a prop not described, a described option that is no prop, or one whose type,
// default or requiredness differs from its description.
type _DescribedOnce = NoneOf<OptionsDisagreement<AssistantWidgetProps, "react">>;
