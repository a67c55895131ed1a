import type { AssistantWidgetProps, ContextItem } from "../index";
import type { NoneOf, OptionsDisagreement } from "../options/optionsDisagreement";

/** What `window.DocsAssistant.mount(options)` takes: the widget's props, plus where and how to show it. */
export interface EmbedOptions extends Omit<AssistantWidgetProps, "portalContainer" | "fetch"> {
  /**
   * The element to render into (or a CSS selector for it). Without one the widget gets its own
   * element at the end of `<body>`; with `mode: "inline"` it fills the container.
   */
  container?: Element | string;
  /** URL of one extra stylesheet loaded inside the widget's shadow root, for deliberate restyling. */
  stylesheet?: string;
  /** CSP nonce put on every `<style>` the widget injects. Taken from the script tag's `nonce` when present. */
  nonce?: string;
  /** CSS custom properties set on the widget's host, e.g. `{ "--daw-color-accent": "#0a7" }`. */
  cssVariables?: Record<string, string>;
  /** Selector of the host page's code blocks that get an "Ask AI about this code" button. @default "pre" */
  codeBlockSelector?: string;
}

// The compiler holds these options to their one description (src/options/widgetOptions.ts), as it does the props.
type _DescribedOnce = NoneOf<OptionsDisagreement<EmbedOptions, "embed">>;

/** What `mount` returns: the widget, driven from outside. */
export interface EmbedController {
  /** Opens the panel (loading the full widget first if needed). */
  open(): void;
  /** Closes the panel. */
  close(): void;
  /** Opens the panel and sends a question. */
  ask(question: string): void;
  /** Adds page context (a code snippet or a text selection) to the next question. */
  addContext(item: ContextItem): void;
  /** Changes options on the fly (theme, labels, filter, ...). `domain` and `apiKey` changes start a new conversation. */
  update(patch: Partial<EmbedOptions>): void;
  /** Removes the widget, its listeners and its element from the page. */
  destroy(): void;
}
