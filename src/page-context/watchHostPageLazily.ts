import type { WatchHostPageOptions } from "./watchHostPage";

/**
 * {@link watchHostPage}, loaded on first use: the package's entry stays light for pages that never
 * call it. The watchers start once their code has arrived (a task or two later); the disposer
 * works at any time, before that too.
 */
export function watchHostPageLazily(options: WatchHostPageOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import("./watchHostPage")
    .then((module) => {
      if (!stopped) stop = module.watchHostPage(options);
    })
    .catch((error: unknown) => console.warn("[docs-assistant] the page's selection and code actions are off", error));
  return () => {
    stopped = true;
    stop?.();
  };
}
