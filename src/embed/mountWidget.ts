import type { placeScriptTagPageActions, ScriptTagPageActions } from "../page-actions/scriptTagPageActions";
import type { watchHostPage } from "../page-context/watchHostPage";
import { composedContains, isApplePlatform, isEditorKeyEvent, matchesShortcut, parseShortcut, shortcutHint } from "../page-context";
import { ATTRIBUTE_OPTIONS } from "../options/widgetOptions";
import { shouldRestorePanel } from "../page-context/panelReturn";
import { createCommandQueue } from "./appLoader";
import type { MountApp } from "./appContract";
import type { ContextItem } from "../index";
import type { EmbedController, EmbedOptions } from "./embedOptions";
import { LIGHT_LAUNCHER_CSS, renderLightLauncher } from "./lightLauncher";
import { ownOptions } from "./ownOptions";
import { createShadowHost, type ShadowHost } from "./shadowHost";

// DEFAULT_WIDGET_LABELS' words for the light launcher, repeated rather than imported: the labels
// object would add ~1.8 kB gzip to the script tag. Tests hold both to the same words.
const DEFAULT_LAUNCHER_LABEL = "Ask AI";
const DEFAULT_LOAD_FAILED_TEXT = "The assistant could not be loaded. Click to try again.";
const DEFAULT_RETRY_TEXT = "Retry";

export interface MountDependencies {
  css: string;
  loadApp: () => Promise<MountApp>;
  /** Loads the page watchers (selection action, code block buttons). */
  loadPageWatch: () => Promise<typeof watchHostPage>;
  /** Loads the page menu (only for a widget with `pageActions`). */
  loadPageActions: () => Promise<typeof placeScriptTagPageActions>;
  /** Fetches the app ahead of need without running it. */
  preloadApp: () => void;
  /** Sends `docs-assistant:<type>` events on `window`. */
  dispatch(type: string, detail: unknown): void;
}

/**
 * Mounts one widget: a shadow host and a light launcher at once, the full widget on the reader's
 * first intent (hover, focus, click, the shortcut, a page-context action) or when the browser is idle.
 */
export function mountWidget(initial: EmbedOptions, dependencies: MountDependencies): EmbedController {
  let options = ownOptions(initial);
  const noop = () => {};
  if (options.deployment === "air-gapped") {
    return { open: noop, close: noop, ask: noop, addContext: noop, update: noop, destroy: noop };
  }
  const host: ShadowHost = createShadowHost({
    container: resolveContainer(options.container),
    css: dependencies.css + LIGHT_LAUNCHER_CSS,
    stylesheet: options.stylesheet,
    nonce: options.nonce,
    cssVariables: options.cssVariables,
  });
  const queue = createCommandQueue();
  let destroyed = false;
  let starting: Promise<void> | undefined;

  const start = (open: boolean): Promise<void> => {
    starting ??= dependencies
      .loadApp()
      .then((mountApp) => {
        if (destroyed) return;
        const focusLauncher = launcher?.hasFocus() ?? false;
        launcher?.remove();
        stopShortcut();
        queue.attach(mountApp({ host, options, open, focusLauncher, dispatch: dependencies.dispatch }));
      })
      .catch((error: unknown) => {
        starting = undefined;
        launcher?.showError();
        console.error("[docs-assistant] the widget could not be loaded:", error);
      });
    return starting;
  };

  const openWidget = () => {
    // The panel comes with the full widget's code: until then, the launcher says it is coming.
    if (!queue.attached) launcher?.setBusy();
    void start(true);
    queue.run((app) => app.open());
  };

  const shortcut = options.shortcut === false ? undefined : parseShortcut(options.shortcut ?? ATTRIBUTE_OPTIONS.shortcut.default);
  const launcher = options.mode === "inline" ? undefined : renderLightLauncher(host.mountPoint, {
    label: launcherLabelOf(options),
    shortcut: shortcut && shortcutHint(shortcut, isApplePlatform()),
    loadFailedText: options.labels?.launcherLoadFailed ?? DEFAULT_LOAD_FAILED_TEXT,
    retryText: options.labels?.retry ?? DEFAULT_RETRY_TEXT,
    theme: options.theme ?? ATTRIBUTE_OPTIONS.theme.default,
    onIntent: () => void start(false),
    onOpen: openWidget,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (shortcut && matchesShortcut(event, shortcut) && !isEditorKeyEvent(event)) {
      event.preventDefault();
      openWidget();
    }
  };
  if (shortcut) window.addEventListener("keydown", onKeyDown);
  function stopShortcut() {
    window.removeEventListener("keydown", onKeyDown);
  }

  function addPageContext(item: ContextItem) {
    openWidget();
    queue.run((app) => app.addContext(item));
  }

  let stopWatchingPage = noop;
  let watching = 0;
  // Started again when the labels change: the page's buttons speak the widget's language.
  const watchPage = () => {
    stopWatchingPage();
    stopWatchingPage = noop;
    const started = ++watching;
    if (options.captureContext === false) return;
    const { labels, codeBlockSelector } = options;
    dependencies
      .loadPageWatch()
      .then((watchHostPage) => {
        if (destroyed || started !== watching) return;
        stopWatchingPage = watchHostPage({
          container: host.actionsPoint,
          isInsideWidget: (node) => composedContains(host.element, node),
          codeBlockSelector,
          labels: { selectionAction: labels?.askAboutSelection, codeAction: labels?.askAboutCode, actionText: labels?.pageActionText },
          onContext: addPageContext,
        });
      })
      .catch((error: unknown) => console.warn("[docs-assistant] the page's selection and code actions are off:", error));
  };
  watchPage();

  // The page menu: a file of its own, fetched only once a widget asks for it; it reads the options
  // it needs itself, on every update.
  let pageActions: Promise<ScriptTagPageActions | void> | undefined;
  const placePageActions = () => {
    if (pageActions) void pageActions.then((menu) => menu?.update(options));
    else if (options.pageActions) {
      pageActions = dependencies.loadPageActions().then(
        (place) => (destroyed ? undefined : place(options, host, addPageContext)),
        (error: unknown) => console.warn("[docs-assistant] the page menu is off:", error),
      );
    }
  };
  placePageActions();

  if (options.mode === "inline") void start(false);
  // Back from a link followed in the panel (a cited page): the panel opens again at once, as the reader left it.
  else if (options.threadStorage !== "none" && shouldRestorePanel(options.domain)) openWidget();
  else whenIdle(dependencies.preloadApp);

  return {
    open: openWidget,
    close: () => queue.run((app) => app.close()),
    ask: (question) => {
      openWidget();
      queue.run((app) => app.ask(question));
    },
    addContext: (item) => queue.run((app) => app.addContext(item)),
    update: (patch) => {
      const labels = options.labels;
      options = ownOptions({ ...options, ...ownOptions(patch) });
      if (Object.hasOwn(patch, "labels") && options.labels !== labels) watchPage();
      placePageActions();
      host.setCssVariables(options.cssVariables);
      launcher?.setLabel(launcherLabelOf(options));
      queue.run((app) => app.update(options));
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      stopShortcut();
      stopWatchingPage();
      void pageActions?.then((menu) => menu?.stop());
      queue.attached?.unmount();
      host.remove();
    },
  };
}

/** The same precedence as the widget's own launcher, so nothing changes when it takes over. */
function launcherLabelOf(options: EmbedOptions): string {
  return options.launcherLabel ?? options.labels?.launcher ?? DEFAULT_LAUNCHER_LABEL;
}

function resolveContainer(container: EmbedOptions["container"]): Element | null {
  if (!container) return null;
  if (typeof container !== "string") return container;
  const found = document.querySelector(container);
  if (!found) console.warn(`[docs-assistant] container "${container}" not found; the widget goes at the end of <body>.`);
  return found;
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 2000);
}
