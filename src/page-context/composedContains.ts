/**
 * The parent of `node` in the composed tree: its parent node, or the host element when `node`
 * is a shadow root. This is how page-context walks out of web components and of the embed's
 * own shadow root.
 */
export function composedParent(node: Node): Node | null {
  if (node.parentNode) return node.parentNode;
  // Only a shadow root has a host; `<a>` and `<area>` have a `host` too, a URL part.
  if (node.nodeType !== 11) return null;
  return (node as Partial<ShadowRoot>).host ?? null;
}

/**
 * True when `node` is `container` or inside it, looking through shadow roots: a node inside a
 * shadow root counts as inside every ancestor of its host. Use it for `isInsideWidget`:
 * `(node) => composedContains(widgetRoot, node)`.
 */
export function composedContains(container: Node, node: Node | null): boolean {
  for (let current = node; current; current = composedParent(current)) {
    if (current === container) return true;
  }
  return false;
}
