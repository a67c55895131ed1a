import { createPagePopup } from "./createPagePopup";
import { safeUrl } from "../markdown/urlPolicy";
import { aiChatUrl, pageUrlOf } from "./aiChatUrl";
import { copyPageMarkdown } from "./copyPageMarkdown";
import { iconElement } from "./pageActionIcons";
import { PAGE_ACTION_ITEM_ICONS } from "./pageActionItemIcons";
import { findAnchor, type PageActionsSetup } from "./pageActionsSetup";
import { PAGE_ACTIONS, type PageAction } from "./pageActionTypes";
import { pageTitleOf } from "./pageContent";
import { placeMenu } from "./placeMenu";
import { publishedPageMarkdown, type PublishedPageMarkdown } from "./publishedPageMarkdown";
import { showPageActionNote } from "./showPageActionNote";

/** Options of {@link togglePageActionsMenu}. */
export interface PageActionsMenuOptions {
  /** The menu button (`aria-haspopup="menu"`): the menu opens beside it, and focus returns to it. */
  trigger: HTMLElement;
  /** Where the menu's element goes: the widget's shadow root in the script tag, `<body>` in the React entry. */
  container: Element | ShadowRoot;
  setup: PageActionsSetup;
  /** The item that takes focus: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
  focus: "first" | "last";
}

interface OpenMenu {
  close(returnFocus: boolean): void;
}

const open = new WeakMap<HTMLElement, OpenMenu>();
const opening = new WeakSet<HTMLElement>();

/**
 * Opens the page menu of `trigger`, or closes it when it is open: a `menu` of `menuitem`s (the
 * WAI-ARIA menu button pattern: ArrowDown and ArrowUp, Home and End, type-ahead, Enter or Space to
 * choose, Escape or Tab to close with focus back on the button). `View as Markdown`, when configured,
 * is offered only where the site publishes the page as Markdown, which is learnt before the menu
 * opens (see `publishedPageMarkdown`); `Copy page` copies that Markdown when there is some.
 */
export async function togglePageActionsMenu(options: PageActionsMenuOptions): Promise<void> {
  const { trigger } = options;
  const current = open.get(trigger);
  if (current) return current.close(true);
  if (opening.has(trigger)) return;
  opening.add(trigger);
  trigger.setAttribute("aria-busy", "true");
  try {
    const published = await publishedPageMarkdown(trigger.ownerDocument, (options.setup.actions ?? PAGE_ACTIONS).includes("markdown"));
    if (trigger.isConnected) open.set(trigger, showMenu(options, published));
  } finally {
    opening.delete(trigger);
    trigger.removeAttribute("aria-busy");
  }
}

/** Closes the menu of `trigger` if it is open, leaving focus where it is. */
export function closePageActionsMenu(trigger: HTMLElement): void {
  open.get(trigger)?.close(false);
}

function showMenu(options: PageActionsMenuOptions, published: PublishedPageMarkdown | undefined): OpenMenu {
  const { trigger, setup } = options;
  const doc = trigger.ownerDocument;
  const view = doc.defaultView!;
  const { labels } = setup;
  const names: Record<PageAction, string> = {
    copy: labels.copyPage,
    markdown: labels.viewAsMarkdown,
    chatgpt: labels.openInChatGpt,
    claude: labels.openInClaude,
    ask: labels.askAboutPage,
  };
  const wanted = setup.actions ?? PAGE_ACTIONS;
  const actions = PAGE_ACTIONS.filter((action) => wanted.includes(action) && (action === "markdown" ? published !== undefined : action !== "ask" || setup.onAsk !== undefined));

  const { host, shadow, popup: menu } = createPagePopup(trigger, "docs-assistant-page-menu", "daw-pa-menu", setup.theme);
  menu.setAttribute("role", "menu");
  menu.setAttribute("aria-label", labels.pageActions);
  const items = actions.map((action) => {
    const item = doc.createElement("div");
    item.className = "daw-pa-item";
    item.setAttribute("role", "menuitem");
    item.tabIndex = -1;
    item.dataset.action = action;
    const text = doc.createElement("span");
    text.textContent = names[action];
    item.append(iconElement(doc, PAGE_ACTION_ITEM_ICONS[action]), text);
    return item;
  });
  menu.append(...items);
  options.container.append(host);

  const controller = new AbortController();
  const { signal } = controller;
  let placing = 0;
  const place = () => {
    placing = 0;
    placeMenu(menu, trigger.getBoundingClientRect(), menu.dir === "rtl");
  };
  const schedule = () => {
    if (placing === 0) placing = view.requestAnimationFrame(place);
  };
  place();
  // Placed again before it is painted: WebKit may measure a new shadow root before its adopted sheet applies.
  schedule();
  view.addEventListener("resize", schedule, { signal });
  doc.addEventListener("scroll", schedule, { capture: true, passive: true, signal });

  const close = (returnFocus: boolean) => {
    if (signal.aborted) return;
    controller.abort();
    if (placing !== 0) view.cancelAnimationFrame(placing);
    host.remove();
    open.delete(trigger);
    trigger.setAttribute("aria-expanded", "false");
    if (returnFocus) trigger.focus();
  };

  const focusItem = (index: number) => items[(index + items.length) % items.length]?.focus();
  const focusedIndex = () => items.indexOf(shadow.activeElement as HTMLDivElement);
  let typed = "";
  let typedAt = 0;
  const typeAhead = (key: string) => {
    const now = Date.now();
    typed = now - typedAt > 700 ? key : typed + key;
    typedAt = now;
    const from = focusedIndex();
    // One letter, or the same letter pressed again, moves on to the next item that starts with it.
    const repeated = [...typed].every((letter) => letter === typed[0]);
    const prefix = (repeated ? typed[0]! : typed).toLocaleLowerCase();
    const order = items.map((_, offset) => (from + (repeated ? 1 : 0) + offset) % items.length);
    const match = order.find((index) => items[index]!.textContent!.toLocaleLowerCase().startsWith(prefix));
    if (match !== undefined) focusItem(match);
  };

  const choose = (item: HTMLElement) => {
    const action = item.dataset.action as PageAction;
    // Asking moves focus to the assistant's message box; the other actions leave it on the button.
    close(action !== "ask");
    runAction(action, options, published);
  };

  menu.addEventListener(
    "keydown",
    (event) => {
      const index = focusedIndex();
      const keys: Record<string, () => void> = {
        ArrowDown: () => focusItem(index + 1),
        ArrowUp: () => focusItem(index - 1),
        Home: () => focusItem(0),
        End: () => focusItem(items.length - 1),
        PageUp: () => focusItem(0),
        PageDown: () => focusItem(items.length - 1),
        Escape: () => close(true),
        // The menu lives outside the page's focus order: Tab closes it, back on its button.
        Tab: () => close(true),
        Enter: () => items[index] && choose(items[index]),
        " ": () => items[index] && choose(items[index]),
      };
      const handler = keys[event.key];
      if (handler) {
        event.preventDefault();
        event.stopPropagation();
        handler();
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        typeAhead(event.key);
      }
    },
    { signal },
  );
  menu.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element).closest?.(".daw-pa-item");
      if (item instanceof HTMLElement) choose(item);
    },
    { signal },
  );
  menu.addEventListener(
    "pointermove",
    (event) => {
      const item = (event.target as Element).closest?.(".daw-pa-item");
      if (item instanceof HTMLElement && shadow.activeElement !== item) item.focus();
    },
    { signal },
  );
  // A press outside closes the menu (the button's own press toggles it).
  doc.addEventListener(
    "pointerdown",
    (event) => {
      const path = event.composedPath();
      if (!path.includes(host) && !path.includes(trigger)) close(false);
    },
    { capture: true, signal },
  );
  menu.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget as Node | null;
      // Focus gone elsewhere (another window, a shortcut): the menu goes. Back on its button, or on
      // the element that holds the button's shadow root (retargeted), it is the button's to toggle.
      const triggerHost = (trigger.getRootNode() as Partial<ShadowRoot>).host;
      if (next && !menu.contains(next) && next !== host && next !== trigger && next !== triggerHost) close(false);
    },
    { signal },
  );

  trigger.setAttribute("aria-expanded", "true");
  focusItem(options.focus === "last" ? items.length - 1 : 0);
  return { close };
}

function runAction(action: PageAction, options: PageActionsMenuOptions, published: PublishedPageMarkdown | undefined): void {
  const { trigger, setup } = options;
  const doc = trigger.ownerDocument;
  const view = doc.defaultView!;
  const { labels } = setup;
  switch (action) {
    case "copy": {
      void copyPageMarkdown(doc, setup, published).then((copied) =>
        showPageActionNote({ trigger, container: options.container, text: copied ? labels.pageCopied : labels.pageCopyFailed, alert: !copied, theme: setup.theme }),
      );
      return;
    }
    case "markdown": {
      const url = published && safeUrl(published.url);
      if (url) view.open(url, "_blank", "noopener");
      return;
    }
    case "chatgpt":
    case "claude": {
      const url = aiChatUrl(action, labels.pageActionsPrompt(pageUrlOf(doc)));
      if (url) view.open(url, "_blank", "noopener,noreferrer");
      return;
    }
    case "ask": {
      const anchor = findAnchor(doc, setup.anchor);
      setup.onAsk?.({ type: "textSelection", value: pageTitleOf(doc, anchor), path: doc.location.pathname, ...(anchor?.id ? { elementId: anchor.id } : {}) });
      return;
    }
  }
}
