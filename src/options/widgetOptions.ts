import { DEFAULT_RETRIEVAL_PAGE_SIZE } from "../protocol/requestDefaults";

/**
 * How the script tag reads an option from its `data-*` attribute (`data-` and the option's name in
 * kebab case: `retrievalPageSize` is `data-retrieval-page-size`). An attribute given empty counts as
 * absent for text, lists and objects; a value out of its kind is ignored with a warning.
 * - `"text"`: the text as written;
 * - `"flag"`: `false` for the text `false`, `true` for any other;
 * - `"textOrFalse"`: `false` for the text `false`, else the text;
 * - `"positive"`: a number (as `Number()` reads it), finite and above 0;
 * - `"list"`: texts separated by `|`, each trimmed, empty ones left out;
 * - `"commaList"`: names separated by `,`, each trimmed, empty ones left out; the code that uses them
 *   checks them (an unknown one is ignored there with a warning), so the script tag stays small;
 * - `"stringsJson"`: a JSON object; its string values, the others left out with a warning;
 * - a list of words: one of them;
 * - `{ attribute: key }`: an object from several attributes (`data-filter-version` gives
 *   `{ version }`), made when one of them is given.
 */
export type AttributeKind =
  | "text"
  | "flag"
  | "textOrFalse"
  | "positive"
  | "list"
  | "commaList"
  | "stringsJson"
  | readonly string[]
  | { readonly [attribute: string]: string };

/** One option of the widget, as `WIDGET_OPTIONS` describes it (its words for people: `scripts/widgetOptionDocs.ts`). */
export interface OptionDescription {
  /** How the script tag reads it from a data attribute; absent when the tag has none. */
  readonly attribute?: AttributeKind;
  /** The value used when the option is not given; absent when there is none, or when it is worked out (see the docs). */
  readonly default?: string | number | boolean | readonly string[];
  /** The widget needs it. */
  readonly required?: true;
  /**
   * Where the option exists when not everywhere (a prop of `AssistantWidget` and an option of
   * `DocsAssistant.mount`): `react`, a prop only; `embed`, an option of `mount` only; `tag`, the
   * script tag's attribute only.
   */
  readonly only?: "react" | "embed" | "tag";
}

/**
 * The options of the widget that the script tag reads from a data attribute, and how. With the
 * others below, each described once: the script tag's reading of its attributes, the embed's list of
 * props, the defaults and the README's option tables come from here, and the compiler holds
 * `AssistantWidgetProps` and `EmbedOptions` to it (`OptionsDisagreement`). Apart so that the script
 * tag, which reads only these, carries nothing of the others.
 */
export const ATTRIBUTE_OPTIONS = {
  domain: { attribute: "text", required: true },
  apiKey: { attribute: "text", required: true },
  baseUrl: { attribute: "text", default: "" },
  apiVersion: { attribute: ["v1", "v2"], default: "v1" },
  fp: { attribute: "text" },
  userId: { attribute: "text" },
  retrievalPageSize: { attribute: "positive", default: DEFAULT_RETRIEVAL_PAGE_SIZE },
  filter: { attribute: { filterVersion: "version", filterLanguage: "language" } },
  currentPath: { attribute: "text" },
  captureContext: { attribute: "flag", default: true },
  codeBlockSelector: { attribute: "text", default: "pre" },
  attachments: { attribute: "flag", default: false },
  pageActions: { attribute: "commaList" },
  pageActionsAnchor: { attribute: "text" },
  support: {
    attribute: { supportUrl: "url", supportLabel: "label", supportThreadParam: "threadParam", supportQuestionParam: "questionParam" },
  },
  threadStorage: { attribute: ["session", "local", "none"], default: "session" },
  mode: { attribute: ["popover", "inline", "sidebar"], default: "popover" },
  makeRoom: { attribute: "flag", default: true },
  deployment: { attribute: ["cloud", "client-hosted", "air-gapped"], default: "cloud" },
  title: { attribute: "text" },
  launcherLabel: { attribute: "text" },
  exampleQuestions: { attribute: "list", default: [] },
  labels: { attribute: "stringsJson" },
  shortcut: { attribute: "textOrFalse", default: "mod+i" },
  theme: { attribute: ["light", "dark", "auto"], default: "auto" },
  idleTimeoutMs: { attribute: "positive", default: 45_000 },
  stillWorkingAfterMs: { attribute: "positive", default: 8000 },
  container: { attribute: "text", only: "embed" },
  stylesheet: { attribute: "text", only: "embed" },
  cssVariables: {
    attribute: {
      accentColor: "--daw-color-accent",
      backgroundColor: "--daw-color-bg",
      textColor: "--daw-color-text",
      radius: "--daw-radius",
      font: "--daw-font",
      zIndex: "--daw-z-index",
    },
    only: "embed",
  },
  autoMount: { attribute: "flag", default: true, only: "tag" },
} as const satisfies Record<string, OptionDescription & { attribute: AttributeKind }>;

/** The options only code can give (`DocsAssistant.mount` or the props): no data attribute reads them. */
const CODE_ONLY_OPTIONS = {
  onEvent: {},
  onFeedback: {},
  fetch: { only: "react" },
  portalContainer: { only: "react" },
  defaultOpen: { default: false },
  open: {},
  onOpenChange: {},
  components: {},
  className: {},
  nonce: { only: "embed" },
} as const satisfies Record<string, Omit<OptionDescription, "attribute">>;

/**
 * Every option of the widget: those the script tag reads, and those only code can give. (Marked
 * pure: a bundle that reads only `ATTRIBUTE_OPTIONS`, the script tag's, leaves the rest out.)
 */
export const WIDGET_OPTIONS = /* @__PURE__ */ Object.assign({}, ATTRIBUTE_OPTIONS, CODE_ONLY_OPTIONS);

export type OptionName = keyof typeof WIDGET_OPTIONS;
