import { useEffect, useSyncExternalStore } from "react";
import type { Highlighter } from "./highlight/CodeHighlighterContext";
import type { MarkdownBlocks } from "./MarkdownBlocks";

type Renderer = typeof MarkdownBlocks;

let loaded: Renderer | undefined;
let highlighter: Highlighter | undefined;
let loading: Promise<Renderer> | undefined;
let failed = false;
const listeners = new Set<() => void>();

/**
 * Loads the markdown pipeline (parser and renderer, its own chunk) at most once per page; a failed
 * load is forgotten, so the next call tries again, and said (`useMarkdownFailed`): a browser below the
 * floor cannot parse the chunk at all, and a swallowed failure left every answer as raw markdown. Call it ahead of need (when the widget opens) so
 * the first answer is drawn formatted at once. Once loaded, the parser is warmed up when the page is idle.
 */
export function loadMarkdownBlocks(): Promise<Renderer> {
  loading ??= import("./MarkdownBlocks").then(
    (module) => {
      loaded = module.MarkdownBlocks;
      highlighter = module.CODE_HIGHLIGHTER;
      failed = false;
      for (const listener of listeners) listener();
      whenIdle(module.warmUpMarkdownParser);
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      failed = true;
      for (const listener of listeners) listener();
      throw error;
    },
  );
  return loading;
}

/**
 * The markdown pipeline once it has loaded, else `undefined` (and the load starts). Loaded, it is
 * there at the first render: no flash. On the server and while hydrating it is `undefined`, so the
 * server's HTML and the first client render agree.
 */
export function useMarkdownBlocks(): Renderer | undefined {
  const renderer = useSyncExternalStore(subscribe, current, server);
  useEffect(() => {
    if (!renderer) loadMarkdownBlocks().catch(() => {});
  }, [renderer]);
  return renderer;
}

/**
 * The code highlighter the markdown pipeline's chunk brings, once it has loaded, else `undefined`
 * (and, when `load`, the load starts): for a `CodeBlock` drawn outside the pipeline.
 */
export function useMarkdownHighlighter(load: boolean): Highlighter | undefined {
  const value = useSyncExternalStore(subscribe, currentHighlighter, server);
  useEffect(() => {
    if (load && !value) loadMarkdownBlocks().catch(() => {});
  }, [load, value]);
  return value;
}

/** True once loading the markdown pipeline has failed (and until a later load succeeds); false on the server. */
export function useMarkdownFailed(): boolean {
  return useSyncExternalStore(subscribe, currentFailed, serverFailed);
}

/** Runs `task` when the browser has nothing better to do (soon after, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof window === "undefined") return;
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current(): Renderer | undefined {
  return loaded;
}

function currentHighlighter(): Highlighter | undefined {
  return highlighter;
}

function server(): undefined {
  return undefined;
}

function currentFailed(): boolean {
  return failed;
}

function serverFailed(): boolean {
  return false;
}
