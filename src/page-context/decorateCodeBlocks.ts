import type { ContextItem } from "../protocol";
import { CODE_ACTION_LABEL, CODE_ACTION_TAG, createCodeAction, type CodeAction } from "./codeActionElement";
import { composedContains } from "./composedContains";
import { isEditableElement } from "./isEditableElement";
import { codeContextItem } from "./readCodeText";

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

interface Decoration extends CodeAction {
  controller: AbortController;
  /** Times the page took the button out of a block that stayed; see MAX_REINSERTS. */
  reinserts: number;
}

// A page script that strips unknown children from its blocks would otherwise fight the observer forever.
const MAX_REINSERTS = 3;

/**
 * Gives every code block under `root` (also those added later, e.g. by client-side routing) a
 * keyboard-reachable button named `Ask AI about this code` that reports the block's `code` item.
 * Each block gets one button however often it is seen; removed blocks are forgotten. Returns a
 * disposer that removes every button, listener and the observer. Throws a `SyntaxError` at once
 * when `selector` is not a valid CSS selector. Without a DOM (a server) it does nothing.
 */
export function decorateCodeBlocks(options: DecorateCodeBlocksOptions): () => void {
  const root = options.root ?? (typeof document === "undefined" ? undefined : document);
  if (!root) return () => {};
  const selector = options.selector ?? "pre";
  const label = options.label ?? CODE_ACTION_LABEL;
  const text = options.text ?? "Ask AI";
  const decorated = new Map<Element, Decoration>();
  try {
    root.querySelectorAll(selector);
  } catch {
    throw new SyntaxError(`selector: not a valid CSS selector: ${JSON.stringify(selector)}`);
  }

  const decorate = (block: Element): void => {
    const existing = decorated.get(block);
    if (existing) {
      if (existing.host.parentNode === block) return;
      if (++existing.reinserts > MAX_REINSERTS) undecorate(block, existing);
      else block.insertBefore(existing.host, block.firstChild);
      return;
    }
    if (hasForeignAction(block) || isEditableElement(block) || options.isInsideWidget?.(block)) return;
    const action = createCodeAction(block, label, text);
    const controller = new AbortController();
    const { signal } = controller;
    let hovered = false;
    let focused = false;
    const update = () => action.host.toggleAttribute("data-visible", hovered || focused);
    const on = (type: string, listener: (event: Event) => void) => block.addEventListener(type, listener, { signal });
    on("pointerenter", () => ((hovered = true), update()));
    on("pointerleave", () => ((hovered = false), update()));
    on("focusin", () => ((focused = true), update()));
    on("focusout", (event) => {
      focused = composedContains(block, (event as FocusEvent).relatedTarget as Node | null);
      update();
    });
    action.button.addEventListener(
      "click",
      () => options.onAsk(codeContextItem(block, { exclude: options.exclude }), block),
      { signal },
    );
    block.insertBefore(action.host, block.firstChild);
    decorated.set(block, { ...action, controller, reinserts: 0 });
  };

  const undecorate = (block: Element, decoration: Decoration): void => {
    decoration.controller.abort();
    decoration.host.remove();
    decorated.delete(block);
  };

  const scan = (node: Node): void => {
    if (node.nodeType !== 1 || (node as Element).localName === CODE_ACTION_TAG) return;
    const element = node as Element;
    if (element.matches(selector)) decorate(element);
    element.querySelectorAll(selector).forEach(decorate);
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach(scan);
      if (record.removedNodes.length === 0) continue;
      removed = true;
      // Another instance's button went away: this block may now take ours.
      const target = record.target as Element;
      if (target.nodeType === 1 && !decorated.has(target) && target.matches(selector) && root.contains(target)) {
        decorate(target);
      }
    }
    if (!removed) return;
    for (const [block, decoration] of decorated) {
      if (!root.contains(block)) undecorate(block, decoration);
      else if (decoration.host.parentNode !== block) decorate(block);
    }
  });

  root.querySelectorAll(selector).forEach(decorate);
  observer.observe(root, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    for (const [block, decoration] of decorated) undecorate(block, decoration);
  };
}

function hasForeignAction(block: Element): boolean {
  for (let child = block.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === CODE_ACTION_TAG) return true;
  }
  return false;
}
