import { composedParent } from "./composedContains";

/**
 * The id of the nearest element that has one, starting at `node` itself (or a text node's
 * parent) and walking out of shadow roots through their hosts; `undefined` when none has one.
 */
export function nearestElementId(node: Node | null): string | undefined {
  for (let current = node; current; current = composedParent(current)) {
    if (current.nodeType === 1 && (current as Element).id) return (current as Element).id;
  }
  return undefined;
}
