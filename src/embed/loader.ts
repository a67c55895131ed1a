import css from "../styles.css?inline";
import { createAppLoader, createModuleLoader, PAGE_ACTIONS_FILE, PAGE_FILE, preloadApp, scriptDirectory } from "./appLoader";
import type { EmbedController, EmbedOptions } from "./embedOptions";
import { mountWidget } from "./mountWidget";
import { readScriptOptions } from "./scriptOptions";

/**
 * The script-tag entry (`docs-assistant.iife.js`). It defines `window.DocsAssistant` and nothing else
 * global, mounts the widget from the tag's `data-*` attributes unless `data-auto-mount="false"`, and
 * is safe to load twice, with `defer` or `async`.
 */
export interface DocsAssistantGlobal {
  /** Mounts a widget; returns its controller. */
  mount(options: EmbedOptions): EmbedController;
  /** Every widget mounted on this page and not destroyed, the auto-mounted one first. */
  readonly instances: readonly EmbedController[];
  readonly version: string;
}

declare global {
  interface Window {
    DocsAssistant?: DocsAssistantGlobal;
  }
}

const script = document.currentScript as HTMLScriptElement | null;

/**
 * Set on the global by this loader only. `window.DocsAssistant` alone is no proof of an earlier
 * copy: an element with that id is reachable under that name too (named access on `window`).
 */
const LOADER_MARK = Symbol.for("docs-assistant-widget:loader");

function earlierCopy(): DocsAssistantGlobal | undefined {
  // Named access lives on the window's prototype chain; a loader defines an own property.
  const value: unknown = Object.getOwnPropertyDescriptor(window, "DocsAssistant")?.value;
  return typeof value === "object" && value !== null && Object.hasOwn(value, LOADER_MARK) ? (value as DocsAssistantGlobal) : undefined;
}

function dispatch(type: string, detail: unknown): void {
  window.dispatchEvent(new CustomEvent(`docs-assistant:${type}`, { detail }));
}

function createGlobal(): DocsAssistantGlobal {
  const directory = scriptDirectory(script);
  const loadApp = createAppLoader(directory);
  const loadPageWatch = createModuleLoader(directory, PAGE_FILE, (module: typeof import("./pageWatch")) => module.watchHostPage);
  const loadPageActions = createModuleLoader(directory, PAGE_ACTIONS_FILE, (module: typeof import("../page-actions/scriptTagPageActions")) => module.placeScriptTagPageActions);
  const instances: EmbedController[] = [];
  const api: DocsAssistantGlobal = {
    version: __WIDGET_VERSION__,
    instances,
    mount(options) {
      const controller = mountWidget(options, { css, loadApp, loadPageWatch, loadPageActions, preloadApp: () => preloadApp(directory), dispatch });
      const tracked: EmbedController = {
        ...controller,
        destroy() {
          controller.destroy();
          const index = instances.indexOf(tracked);
          if (index >= 0) instances.splice(index, 1);
        },
      };
      instances.push(tracked);
      return tracked;
    },
  };
  Object.defineProperty(api, LOADER_MARK, { value: true });
  return api;
}

function autoMount(api: DocsAssistantGlobal): void {
  if (!script || script.hasAttribute("data-docs-assistant-mounted")) return;
  const { options, autoMount: wanted } = readScriptOptions(script);
  if (!wanted) return;
  script.dataset.docsAssistantMounted = "";
  if (api.instances.some((instance) => Object.getOwnPropertyDescriptor(instance, "domain")?.value === options.domain)) return;
  const mount = () => {
    const controller = api.mount(options);
    Object.defineProperty(controller, "domain", { value: options.domain });
    dispatch("ready", { domain: options.domain });
  };
  if (document.body) mount();
  else document.addEventListener("DOMContentLoaded", mount, { once: true });
}

const api = earlierCopy() ?? createGlobal();
if (!earlierCopy()) Object.defineProperty(window, "DocsAssistant", { value: api, configurable: true });
autoMount(api);
