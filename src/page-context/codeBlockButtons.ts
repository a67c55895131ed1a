import type { ContextItem } from "../protocol";
import { CODE_ACTION_LABEL, createCodeAction, type CodeAction } from "./codeActionElement";
import { codeActionTabOrder } from "./codeActionTabOrder";
import { isEditableElement } from "./isEditableElement";
import { createPageOverlay } from "./pageOverlay";
import { placeCodeAction } from "./placeCodeAction";
import type { CodeContextOptions } from "./readCodeText";

/** Reads a block's `code` item when its button is taken: `codeContextItem`, or one that loads it first. */
export type ReadCodeItem = (block: Element, options: CodeContextOptions) => ContextItem | Promise<ContextItem>;

/** Options of {@link decorateCodeBlocks}. */
export interface DecorateCodeBlocksOptions {
  /** Called with the block's `code` item when its button is taken. */
  onAsk: (item: ContextItem, block: Element) => void;
  /**
   * Where to look for blocks, now and as the DOM changes.
   * @default document
   */
  root?: Document | Element | ShadowRoot;
  /**
   * Where the buttons go: an overlay over the page, never inside the blocks. Give it an element of
   * your own (the widget gives its shadow root's); without one, an element at the end of `<body>`.
   */
  layer?: Element | ShadowRoot;
  /**
   * Which elements are code blocks.
   * @default "pre"
   */
  selector?: string;
  /** Blocks for which this is true are left alone: pass the widget's own, whose answers have `pre` too. */
  isInsideWidget?: (node: Node) => boolean;
  /**
   * The button's accessible name.
   * @default "Ask AI about this code"
   */
  label?: string;
  /**
   * The button's visible text (keep it a part of `label`, so voice users can say what they see).
   * @default "Ask AI"
   */
  text?: string;
  /**
   * Elements inside a block that are not code.
   * @default DEFAULT_CODE_EXCLUDE
   */
  exclude?: string;
}

/**
 * `decorateCodeBlocks` with the block's reading given: `read` (`codeContextItem` there) may load its
 * code first, and then the button reports the item once it has arrived, unless the buttons are gone by then.
 */
export function codeBlockButtons(options: DecorateCodeBlocksOptions, read: ReadCodeItem): () => void {
  const root = options.root ?? (typeof document === "undefined" ? undefined : document);
  if (!root) return () => {};
  const doc = root.nodeType === 9 ? (root as Document) : (root as Node).ownerDocument!;
  const view = doc.defaultView;
  const selector = options.selector ?? "pre";
  const label = options.label ?? CODE_ACTION_LABEL;
  const text = options.text ?? "Ask AI";
  try {
    root.querySelectorAll(selector);
  } catch {
    throw new SyntaxError(`selector: not a valid CSS selector: ${JSON.stringify(selector)}`);
  }
  const decorated = new Map<Element, CodeAction & { stop: AbortController }>();
  // Where each block was when its button was last placed (relative to the layer): unchanged, nothing to do.
  const placedAt = new Map<Element, string>();
  const touch = view?.matchMedia?.("(hover: none)").matches ?? false;

  const placeAll = (origin: DOMRect, moved: boolean) => {
    // Something changed on the page (a site's button appeared, text moved): every button is placed afresh.
    if (moved) placedAt.clear();
    const near = (view?.innerHeight ?? 0) * 2;
    for (const [block, action] of decorated) {
      const rect = block.getBoundingClientRect();
      // Blocks far off screen are placed when they come near (a long page stays cheap to scroll).
      if (rect.bottom < -near || rect.top > near * 1.5) continue;
      const key = [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height].join();
      if (placedAt.get(block) === key) continue;
      placedAt.set(block, key);
      const shown = rect.width > 0 && rect.height > 0 && (block as Element & { checkVisibility?: () => boolean }).checkVisibility?.() !== false;
      action.host.style.setProperty("display", shown ? "block" : "none", "important");
      if (!shown) continue;
      action.host.removeAttribute("data-compact");
      const full = { width: action.button.offsetWidth, height: action.button.offsetHeight };
      const compact = { width: full.height, height: full.height };
      const place = placeCodeAction(block, { full, compact, touch });
      action.host.toggleAttribute("data-compact", place.compact);
      action.host.style.setProperty("left", `${place.left - origin.left}px`, "important");
      action.host.style.setProperty("top", `${place.top - origin.top}px`, "important");
    }
  };
  const overlay = createPageOverlay(doc, options.layer, root, placeAll, (records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach(scan);
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) for (const [block, action] of decorated) if (!root.contains(block)) undecorate(block, action);
  });
  const { layer } = overlay;

  const decorate = (block: Element): void => {
    if (decorated.has(block) || isEditableElement(block) || options.isInsideWidget?.(block)) return;
    const action = { ...createCodeAction(doc, label, text), stop: new AbortController() };
    const ask = (item: ContextItem) => {
      if (!action.stop.signal.aborted) options.onAsk(item, block);
    };
    action.button.addEventListener(
      "click",
      () => {
        const item = read(block, { exclude: options.exclude });
        if (item instanceof Promise) item.then(ask, (error: unknown) => console.warn("[docs-assistant] the code block could not be read", error));
        else ask(item);
      },
      { signal: action.stop.signal },
    );
    // In the layer in the blocks' order, so Tab visits the buttons as the page reads.
    const after = [...decorated.keys()].find((other) => block.compareDocumentPosition(other) & 4 /* FOLLOWING */);
    layer.insertBefore(action.host, after ? decorated.get(after)!.host : null);
    decorated.set(block, action);
    overlay.resizes?.observe(block);
    overlay.schedule();
  };

  const undecorate = (block: Element, action: CodeAction & { stop: AbortController }): void => {
    action.stop.abort();
    overlay.resizes?.unobserve(block);
    action.host.remove();
    decorated.delete(block);
    placedAt.delete(block);
  };

  const scan = (node: Node): void => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.matches(selector)) decorate(element);
    element.querySelectorAll(selector).forEach(decorate);
  };

  root.querySelectorAll(selector).forEach(decorate);
  const stopTabOrder = codeActionTabOrder(doc, () => [...decorated.keys()], (block) => decorated.get(block)!.button);
  return () => {
    stopTabOrder();
    for (const [block, action] of decorated) undecorate(block, action);
    overlay.stop();
  };
}
