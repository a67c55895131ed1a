import css from "../styles.css?inline";
import { createAppLoader, preloadApp, scriptDirectory } from "./appLoader";
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

function dispatch(type: string, detail: unknown): void {
  window.dispatchEvent(new CustomEvent(`docs-assistant:${type}`, { detail }));
}

function createGlobal(): DocsAssistantGlobal {
  const directory = scriptDirectory(script);
  const loadApp = createAppLoader(directory);
  const instances: EmbedController[] = [];
  return {
    version: __WIDGET_VERSION__,
    instances,
    mount(options) {
      const controller = mountWidget(options, { css, loadApp, preloadApp: () => preloadApp(directory), dispatch });
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
}

function autoMount(api: DocsAssistantGlobal): void {
  if (!script || script.dataset.docsAssistantMounted !== undefined) return;
  const { options, autoMount: wanted } = readScriptOptions(script);
  if (!wanted) return;
  script.dataset.docsAssistantMounted = "";
  if (api.instances.some((instance) => (instance as { domain?: string }).domain === options.domain)) return;
  const mount = () => {
    const controller = api.mount(options);
    Object.defineProperty(controller, "domain", { value: options.domain });
    dispatch("ready", { domain: options.domain });
  };
  if (document.body) mount();
  else document.addEventListener("DOMContentLoaded", mount, { once: true });
}

const api = window.DocsAssistant ?? createGlobal();
if (!window.DocsAssistant) Object.defineProperty(window, "DocsAssistant", { value: api, configurable: true });
autoMount(api);
