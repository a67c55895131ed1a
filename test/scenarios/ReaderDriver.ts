/** The engines the reader's flows run in. */
export type Engine = "chromium" | "firefox" | "webkit";

/** A point in the page's viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** How a page is opened: its viewport, and what the reader's system prefers. */
export interface OpenOptions {
  width: number;
  height: number;
  /** The reader's colour scheme. @default "light" */
  colorScheme?: "light" | "dark";
}

/**
 * One page in one engine, as the shared scenarios drive it: real input (mouse, keys) at the page's
 * coordinates, and script run in the page. Each engine's driver implements it over its own protocol
 * (Playwright for Chromium, WebDriver BiDi for Firefox, classic WebDriver for WebKit).
 */
export interface ReaderPage {
  readonly engine: Engine;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. `fn` must be self-contained. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A mouse click at `point` (left button). */
  click(point: Point): Promise<void>;
  /** A double click at `point`. */
  doubleClick(point: Point): Promise<void>;
  /** Presses a key, with modifiers joined by `+`: `"Enter"`, `"Shift+Tab"`, `"Control+i"`, `"Shift+End"`. */
  press(keys: string): Promise<void>;
  /** Types `text` into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  /** Presses the left button at `from`, moves to `to` in steps and releases: one gesture. */
  drag(from: Point, to: Point): Promise<void>;
  /** Reloads the page, and waits for it to load. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** One engine's browser, opening pages for the scenarios. */
export interface ReaderBrowser {
  readonly engine: Engine;
  open(url: string, options: OpenOptions): Promise<ReaderPage>;
  close(): Promise<void>;
}
