import type { AppHandle, MountApp } from "./appContract";

/** The file the loader fetches on first intent, next to the script tag's own file. */
export const APP_FILE = "docs-assistant.app.js";
/** The page watchers (selection action, code block buttons), fetched when a widget mounts. */
export const PAGE_FILE = "docs-assistant.page.js";
/** The page menu, fetched when a widget with `pageActions` mounts (its menu and converter come on use). */
export const PAGE_ACTIONS_FILE = "docs-assistant.page-actions.js";

/**
 * The script tag's own URL, read while the script runs (`document.currentScript` is gone after),
 * so later `mount()` calls still find the widget's directory.
 */
export function scriptDirectory(script: HTMLScriptElement | null): string {
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src*="docs-assistant.iife.js"]')?.src;
  return src ? new URL(".", src).href : new URL("./", document.baseURI).href;
}

/** Lets the browser fetch and compile the app while idle, without running it. */
export function preloadApp(directory: string): void {
  const href = new URL(APP_FILE, directory).href;
  if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}

/** Loads the full widget at most once per page, and remembers a failure so it can be retried. */
export function createAppLoader(directory: string): () => Promise<MountApp> {
  return createModuleLoader(directory, APP_FILE, (module: { mountApp: MountApp }) => module.mountApp);
}

/** Loads one module of the widget's directory at most once per page; a failure is forgotten, so a later call retries. */
export function createModuleLoader<M, T>(directory: string, file: string, pick: (module: M) => T): () => Promise<T> {
  let loading: Promise<T> | undefined;
  let failures = 0;
  return () => {
    // The browser keeps a module's failed fetch for its URL: a retry asks under a new one.
    const url = new URL(failures > 0 ? `${file}?retry=${failures}` : file, directory).href;
    loading ??= import(/* @vite-ignore */ url).then(pick, (error: unknown) => {
      loading = undefined;
      failures += 1;
      throw error;
    });
    return loading;
  };
}

/**
 * Holds what the page asks of the widget until the full widget has loaded, then hands it over in
 * order. After that, calls go straight through.
 */
export function createCommandQueue() {
  let app: AppHandle | undefined;
  const pending: Array<(handle: AppHandle) => void> = [];
  return {
    run(command: (handle: AppHandle) => void): void {
      if (app) command(app);
      else pending.push(command);
    },
    attach(handle: AppHandle): void {
      app = handle;
      for (const command of pending.splice(0)) command(handle);
    },
    get attached(): AppHandle | undefined {
      return app;
    },
  };
}
