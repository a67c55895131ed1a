import type { OptionName } from "../src/options/widgetOptions";
import { DEFAULT_WIDGET_LABELS } from "../src/widget/widgetLabels";

/** What the README says of one option, beside what `WIDGET_OPTIONS` holds. */
export interface OptionDoc {
  /** One line: what the option does. Markdown. */
  doc: string;
  /** The default in words, where it is not a plain value of the description (worked out, or a default of the labels). */
  defaultText?: string;
  /** What the data attribute takes, where the kind's own words would say less. */
  attributeText?: string;
}

const code = (text: string) => `\`${text}\``;

/**
 * The README's words for every option of `WIDGET_OPTIONS` (the compiler asks for each), kept out of
 * the browser builds: `npm run docs:options` writes the README's option tables from the two.
 */
export const WIDGET_OPTION_DOCS: Record<OptionName, OptionDoc> = {
  domain: { doc: "the documentation domain: requests go to `{baseUrl}/discovery/v1/assistant/{domain}/message`" },
  apiKey: { doc: "the public assistant key (`svc_dsc_…`); an admin key, or none, is never sent: the widget says why instead" },
  baseUrl: { doc: "the service's base URL", defaultText: '`""` (same origin)' },
  apiVersion: {
    doc: "`v1`: the service's v1 endpoint (useChat v4 data stream); `v2`: `{baseUrl}/discovery/v2/assistant/{domain}/message` (AI SDK v5 UI message stream), see Moving from v1 to v2",
  },
  fp: { doc: "the fingerprint sent as `fp`: `anonymous` or a user id", defaultText: "`userId`, else `anonymous`" },
  userId: { doc: "the signed-in reader's id, sent as `fp` when `fp` is not given" },
  retrievalPageSize: { doc: "search results used per answer, sent on every request" },
  filter: { doc: "`{ version?, language? }` (and on v2 `groups?`), sent when given" },
  currentPath: { doc: "the page path sent with every question, cut to 200 characters", defaultText: "`location.pathname`" },
  captureContext: { doc: "text selections and code blocks of the host page become context" },
  codeBlockSelector: { doc: "which blocks of the host page get an “Ask AI about this code” button" },
  attachments: {
    doc: "files with the question (`Attach files`, drop, paste): `true` for the defaults, or `{ accept, maxFileBytes, maxFiles, maxRequestBytes }` (see What a reader gets: files with the question)",
    defaultText: "off (a service may refuse files)",
    attributeText: "`true` (the defaults; other limits only from code)",
  },
  pageActions: {
    doc: "the page menu beside the page's title (`Page actions`), with the actions listed, in that order: `copy`, `markdown`, `chatgpt`, `claude`, `ask` (see Page actions)",
    defaultText: "none (no menu)",
    attributeText: "actions separated by `,`: `data-page-actions=\"copy,chatgpt,ask\"`",
  },
  pageActionsAnchor: { doc: "a CSS selector for the page's title, beside which the page menu goes", defaultText: "`main h1`, else `h1`" },
  support: {
    doc: "a way to a person where the docs were not enough: `{ url?, label?, onHandoff?, threadParam?, questionParam? }`, offered after `Not helpful`, under an answer the docs do not cover, in an error the reader cannot get past and in the panel's menu (see A way to a person: Contact support)",
    defaultText: "none",
  },
  threadStorage: { doc: "`session`, `local` or `none`: where the thread and messages, and the list of earlier conversations, survive a reload" },
  mode: {
    doc: "`popover` (launcher + non-modal popover, which the reader can expand into a sidebar), `inline` (a region in the page's flow; the script tag's goes where `data-container` says) or `sidebar` (a panel docked at the inline-end edge, opened by the launcher)",
  },
  makeRoom: { doc: "the docked sidebar makes room beside the page; `false` leaves the layout to a site with its own fixed layout" },
  deployment: { doc: "`cloud`, `client-hosted` (the same, against its own `baseUrl`) or `air-gapped` (renders nothing, sends nothing)" },
  title: { doc: "the panel's title, which also names the dialog or region", defaultText: code(DEFAULT_WIDGET_LABELS.title) },
  launcherLabel: { doc: "the launcher button's text and accessible name", defaultText: code(DEFAULT_WIDGET_LABELS.launcher) },
  exampleQuestions: { doc: "questions offered while the conversation is empty", attributeText: "questions separated by `|`" },
  labels: {
    doc: "every visible string; those not given stay English (`DEFAULT_WIDGET_LABELS`)",
    defaultText: "English",
    attributeText: "the labels that are strings, as JSON: `data-labels='{\"send\":\"Envoyer\"}'`",
  },
  shortcut: { doc: "the keys that open the widget (`mod` is Cmd on Apple devices, Ctrl elsewhere), e.g. `mod+shift+k`; `false` turns it off" },
  theme: { doc: "the colour scheme: `light`, `dark`, or `auto`, which follows the operating system" },
  idleTimeoutMs: { doc: "a request that receives nothing this long (ms) is ended with a clear message; `0` never" },
  stillWorkingAfterMs: { doc: "silent this long (ms), the transcript says the answer is still being worked on, until words come again; `0` never" },
  onEvent: { doc: "receives every widget event, for analytics (see Events for analytics)" },
  onFeedback: { doc: "called when the reader rates an answer" },
  fetch: { doc: "the fetch used for requests (a proxy, a test)", defaultText: "global `fetch`" },
  portalContainer: { doc: "where the popover's panel is portalled", defaultText: "`document.body`" },
  defaultOpen: { doc: "open on first render (popover mode)" },
  open: { doc: "the open state, controlled (popover mode); pair with `onOpenChange`" },
  onOpenChange: { doc: "called when the widget wants to open or close" },
  components: { doc: "how code blocks, links, tool calls and markdown elements are drawn (below)", defaultText: "the widget's own" },
  className: { doc: "an extra class on the widget's root element" },
  container: { doc: "the element to render into, or a CSS selector for it", defaultText: "the end of `<body>`", attributeText: "a CSS selector" },
  stylesheet: { doc: "the URL of one extra stylesheet loaded inside the widget's shadow root" },
  nonce: { doc: "the CSP nonce put on every `<style>` the widget injects", defaultText: "the script tag's `nonce`" },
  cssVariables: { doc: "CSS custom properties set on the widget, which win over its themes", defaultText: "the theme's" },
  autoMount: { doc: "`false`: the tag does not mount the widget; call `DocsAssistant.mount()` yourself", defaultText: "mounts" },
};
