/** The elements that carry the buttons of an overlay ordered this way: the code buttons' and the page menu's. */
const OVERLAY_BUTTON_HOST = /^docs-assistant-(code-action|page-actions)$/;

/**
 * Puts code block buttons that live in an overlay (at the end of the page's focus order) into the
 * page's reading order for Tab and Shift+Tab: each button comes right after its block's content.
 * Focus moving by Tab past decorated blocks stops at their buttons first; leaving the last of them
 * goes on where Tab was heading (or back where it came from). Returns a disposer. `blocks()` gives
 * the decorated blocks; `buttonOf` their buttons.
 */
export function codeActionTabOrder(doc: Document, blocks: () => Element[], buttonOf: (block: Element) => HTMLElement): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let tabbing: "forward" | "backward" | null = null;
  // The page's elements on either side of the run of buttons being visited.
  let before: Element | null = null;
  let after: Element | null = null;
  const inside = (node: Node | null, block: Element) => node !== null && (node === block || block.contains(node));
  const precedes = (a: Node, b: Node) => a !== b && !a.contains(b) && !b.contains(a) && (a.compareDocumentPosition(b) & 4) !== 0;
  const ordered = () => blocks().sort((a, b) => (precedes(a, b) ? -1 : 1));
  const blockOfButton = (node: unknown) => blocks().find((block) => buttonOf(block) === node);
  /** Blocks whose content focus leaves behind going forward from `from` to `to`. */
  const passedForward = (from: Node | null, to: Node | null) =>
    ordered().filter((block) => (!from || inside(from, block) || precedes(from, block)) && (!to || (!inside(to, block) && precedes(block, to))));
  /** Blocks whose button lies between `from` and `to` going backward (a button follows its block's content). */
  const passedBackward = (from: Node | null, to: Node | null) =>
    ordered().filter((block) => (!from || (!inside(from, block) && precedes(block, from))) && (!to || inside(to, block) || precedes(to, block)));

  doc.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Tab" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const current = blockOfButton(event.composedPath()[0]);
      if (!current) {
        tabbing = event.shiftKey ? "backward" : "forward";
        // Focus moves as the key's default action, before any task: a Tab that moved nothing is forgotten.
        setTimeout(() => (tabbing = null));
        return;
      }
      const next = event.shiftKey
        ? ordered().filter((block) => block !== current && precedes(block, current) && (!before || inside(before, block) || precedes(before, block))).at(-1)
        : passedForward(current, after).find((block) => block !== current);
      const target = next ? buttonOf(next) : ((event.shiftKey ? before : after) as HTMLElement | null);
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
    { capture: true, signal },
  );
  doc.addEventListener(
    "focusin",
    (event) => {
      const direction = tabbing;
      tabbing = null;
      if (!direction) return;
      const from = (event as FocusEvent).relatedTarget as Element | null;
      const to = event.target as Element;
      const path = event.composedPath();
      const onButtonOf = blockOfButton(path[0]);
      // Another overlay's button (the page menu's, or code buttons ordered by another call) was
      // focused by that overlay's own ordering, from within this same Tab: its place is its own.
      if (!onButtonOf && path.some((node) => OVERLAY_BUTTON_HOST.test((node as Element).localName))) return;
      const landing = onButtonOf ?? to;
      const passed = direction === "forward" ? passedForward(from, landing) : passedBackward(from, landing).filter((block) => block !== onButtonOf);
      if (passed.length === 0) return;
      [before, after] = direction === "forward" ? [from, to] : [to, from];
      buttonOf(direction === "forward" ? passed[0]! : passed.at(-1)!).focus();
    },
    { capture: true, signal },
  );
  return () => controller.abort();
}
