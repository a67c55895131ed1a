import type { ContextItem } from "../index";
import type { EmbedOptions } from "./embedOptions";
import type { ShadowHost } from "./shadowHost";

/** What the lazily loaded app module gives the loader for one mounted widget. */
export interface AppHandle {
  open(): void;
  close(): void;
  ask(question: string): void;
  addContext(item: ContextItem): void;
  update(options: EmbedOptions): void;
  unmount(): void;
}

/** How the loader starts the app: where, with what, and whether the reader already asked to open it. */
export interface AppStart {
  host: ShadowHost;
  options: EmbedOptions;
  /** True when the reader's intent was to open (a click or the shortcut), so the panel opens at once. */
  open: boolean;
  /**
   * True when the light launcher had focus as it was swapped out: the full launcher takes it at
   * once, so a keyboard reader's next Enter opens the panel (focus never falls to `<body>`).
   */
  focusLauncher?: boolean;
  /** Forwards the widget's events to the page (as `docs-assistant:*` DOM events). */
  dispatch(type: string, detail: unknown): void;
}

/** The app module's one export. */
export type MountApp = (start: AppStart) => AppHandle;
