/**
 * What a scenario looks for in the page: an element by its role and accessible name (through the
 * widget's shadow root), or by a selector, optionally inside another one.
 */
export interface Query {
  role?: string;
  name?: string;
  /** Match the start of the name only. @default false */
  prefix?: boolean;
  /** A CSS selector the element matches (with or without `role`). */
  css?: string;
  /** A CSS selector of an ancestor to look in (every match is searched). */
  within?: string;
  /** Take the last match rather than the first. @default false */
  last?: boolean;
}

/** A body the widget posted to the assistant. */
export interface AssistantBody {
  context?: unknown[];
  threadId?: string;
  threadKey?: string;
  currentPath?: string;
  messages: Array<{ role: string; content: string }>;
}

/** What the probe keeps: the page's errors, the bodies the widget posted to the assistant and the thread each answer named. */
export interface ProbeRecord {
  errors: string[];
  requests: AssistantBody[];
  /** The `X-Thread-Id` of each request's response, by the request's index. */
  threads: Array<string | null>;
}

/**
 * Installed by the host page before the widget's script (`probeScript`), in every engine alike: no
 * engine's driver reports all of a page's errors (WebKit's reports none), nor lets a test see the
 * requests. Self-contained: its source is inlined into the page.
 */
export function installReaderProbe(): void {
  const errors: string[] = [];
  const requests: unknown[] = [];
  const threads: Array<string | null> = [];
  addEventListener("error", (event) => {
    // Not a script's error: the browser saying a ResizeObserver's changes wait for the next frame.
    // Playwright's page errors in Chromium leave it out too; Firefox reports it when a conversation is swapped.
    if (!event.error && /^ResizeObserver loop/.test(event.message)) return;
    errors.push(`error: ${event.message}`);
  });
  addEventListener("unhandledrejection", (event) => errors.push(`unhandledrejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (init?.method !== "POST" || !url.includes("/discovery/v1/assistant/") || typeof init.body !== "string") return pageFetch(input, init);
    const index = requests.push(JSON.parse(init.body)) - 1;
    return pageFetch(input, init).then((response) => {
      threads[index] = response.headers.get("x-thread-id");
      return response;
    });
  };

  function* everyElement(root: ParentNode): Generator<Element> {
    for (const element of Array.from(root.querySelectorAll("*"))) {
      yield element;
      if (element.shadowRoot) yield* everyElement(element.shadowRoot);
    }
  }
  function roleOf(element: Element): string | null {
    const role = element.getAttribute("role");
    if (role) return role.split(" ")[0]!;
    const tag = element.tagName;
    if (tag === "BUTTON") return "button";
    if (tag === "A" && element.hasAttribute("href")) return "link";
    if (tag === "TEXTAREA") return "textbox";
    if (tag === "INPUT" && ["text", "search", ""].includes((element as HTMLInputElement).type)) return "textbox";
    if (tag === "DIALOG") return "dialog";
    return null;
  }
  function textOf(node: Node): string {
    let text = "";
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? "";
      else if (child instanceof Element && child.getAttribute("aria-hidden") !== "true" && !(child instanceof HTMLStyleElement)) text += textOf(child);
    }
    return text;
  }
  function nameOf(element: Element): string {
    const label = element.getAttribute("aria-label");
    let name = label ?? "";
    const labelledBy = element.getAttribute("aria-labelledby");
    if (!label && labelledBy) {
      const root = element.getRootNode() as Document | ShadowRoot;
      name = labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById(id))
        .map((labelling) => (labelling ? textOf(labelling) : ""))
        .join(" ");
    }
    if (!name && (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement)) {
      name = Array.from(element.labels ?? []).map(textOf).join(" ") || element.placeholder;
    }
    if (!name) name = textOf(element) || element.getAttribute("title") || "";
    return name.replace(/\s+/g, " ").trim();
  }
  function visible(element: Element): boolean {
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  }
  function matches(element: Element, query: Query): boolean {
    if (query.css && !element.matches(query.css)) return false;
    if (query.role && roleOf(element) !== query.role) return false;
    if (query.name !== undefined) {
      const name = nameOf(element);
      if (query.prefix ? !name.startsWith(query.name) : name !== query.name) return false;
    }
    return visible(element);
  }
  function findAll(query: Query): Element[] {
    const scopes = query.within ? Array.from(everyElement(document)).filter((element) => element.matches(query.within!)) : [document];
    const found: Element[] = [];
    for (const scope of scopes) for (const element of everyElement(scope)) if (matches(element, query) && !found.includes(element)) found.push(element);
    return found;
  }
  function find(query: Query): Element | null {
    const found = findAll(query);
    return (query.last ? found.at(-1) : found[0]) ?? null;
  }
  /** The element a pointer at (x, y) would hit, through shadow roots. */
  function hitAt(x: number, y: number): Element | null {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  }
  /** `node` is `ancestor` or inside it, shadow roots included. */
  function composedWithin(node: Node, ancestor: Element): boolean {
    for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) if (at === ancestor) return true;
    return false;
  }
  let lastCentre = "";
  /**
   * The element's centre in the top window's viewport, scrolled into view first (frames add their
   * offset); null until a pointer there would reach it (nothing over it) and it stands still (the same
   * box as at the last call: a transcript still scrolling moves it).
   */
  function centre(query: Query): { x: number; y: number } | null {
    const element = find(query);
    if (!element) return null;
    element.scrollIntoView({ block: "nearest", inline: "nearest" });
    const box = element.getBoundingClientRect();
    let x = box.left + box.width / 2;
    let y = box.top + box.height / 2;
    const hit = hitAt(x, y);
    if (!hit || !composedWithin(hit, element)) return null;
    const key = `${box.left},${box.top},${box.width},${box.height}`;
    if (key !== lastCentre) {
      lastCentre = key;
      return null;
    }
    for (let view: Window = window; view !== view.parent && view.frameElement; view = view.parent) {
      const frame = view.frameElement.getBoundingClientRect();
      x += frame.left;
      y += frame.top;
    }
    return { x, y };
  }
  /** The focused element, through shadow roots. */
  function focused(): Element | null {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  }
  const record: ProbeRecord = { errors, requests: requests as ProbeRecord["requests"], threads };
  Object.assign(window, { __reader: { find, findAll, centre, focused, nameOf, record } });
}

/** The probe as an inline script for the host page's head (before the widget's own). */
export function probeScript(): string {
  return `<script>(${installReaderProbe.toString()})();</script>`;
}
