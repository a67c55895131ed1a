/**
 * The widget's own corner of someone else's page: one element with an open shadow root, so host CSS
 * does not reach in (`:host { all: initial }` stops inheritance too) and widget CSS does not leak out.
 */

const HOST_TAG = "docs-assistant-widget";

/** What the page and the widget cannot see of each other, beyond these parts. */
export interface ShadowHost {
  /** The element in the host page (`<docs-assistant-widget>`). */
  element: HTMLElement;
  shadowRoot: ShadowRoot;
  /** Where the widget renders; also the popover's portal container, so it stays inside the shadow root. */
  mountPoint: HTMLElement;
  /**
   * Where the page-context actions go (the selection action): beside the mount point, not in it, as
   * React empties its container when the full widget takes over from the light launcher.
   */
  actionsPoint: HTMLElement;
  /** Sets CSS custom properties (e.g. `--daw-color-accent`) on the host: they inherit into the shadow root. */
  setCssVariables(variables: Record<string, string> | undefined): void;
  remove(): void;
}

export interface ShadowHostOptions {
  /** Where to put the host element; the end of `<body>` when not given. */
  container?: Element | null;
  /** The widget's stylesheet text. */
  css: string;
  /** One extra stylesheet URL loaded after the widget's own. */
  stylesheet?: string;
  /** CSP nonce for the `<style>` element used where constructable stylesheets are unsupported. */
  nonce?: string;
  cssVariables?: Record<string, string>;
}

const HOST_CSS = `:host{all:initial;display:contents}`;

export function createShadowHost(options: ShadowHostOptions): ShadowHost {
  const element = document.createElement(HOST_TAG);
  const shadowRoot = element.attachShadow({ mode: "open" });
  adoptStyles(shadowRoot, `${HOST_CSS}\n${options.css}`, options.nonce);
  if (options.stylesheet) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = options.stylesheet;
    shadowRoot.append(link);
  }
  const mountPoint = document.createElement("div");
  mountPoint.className = "daw-mount";
  const actionsPoint = document.createElement("div");
  actionsPoint.className = "daw-page-actions";
  shadowRoot.append(mountPoint, actionsPoint);
  (options.container ?? document.body).append(element);
  let applied: string[] = [];
  const host: ShadowHost = {
    element,
    shadowRoot,
    mountPoint,
    actionsPoint,
    setCssVariables(variables) {
      for (const name of applied) element.style.removeProperty(name);
      applied = Object.keys(variables ?? {}).filter((name) => name.startsWith("--"));
      for (const name of applied) element.style.setProperty(name, variables![name]!);
    },
    remove() {
      element.remove();
    },
  };
  host.setCssVariables(options.cssVariables);
  return host;
}

/**
 * Constructable stylesheets need no `style-src 'unsafe-inline'`; where they are missing, a `<style>`
 * carrying the page's nonce does the same job.
 */
function adoptStyles(shadowRoot: ShadowRoot, css: string, nonce: string | undefined): void {
  if ("adoptedStyleSheets" in shadowRoot && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadowRoot.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement("style");
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  (shadowRoot as ShadowRoot).append(style);
}
