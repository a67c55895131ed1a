import type { AssistantComponents } from "./assistantComponents";
import { useKeptWhileSame } from "./useKeptWhileSame";

const NO_COMPONENTS: AssistantComponents = {};

/**
 * The components map, kept while a new one holds the same components: a site that writes
 * `components={{ Link: MyLink }}` inline does not re-render every message on each of its renders.
 */
export function useStableComponents(components: AssistantComponents | undefined): AssistantComponents {
  return useKeptWhileSame(components ?? NO_COMPONENTS, sameComponents);
}

function sameComponents(a: AssistantComponents, b: AssistantComponents): boolean {
  return (
    a.CodeBlock === b.CodeBlock &&
    a.Link === b.Link &&
    a.ToolFallback === b.ToolFallback &&
    shallowEqual(a.tools, b.tools) &&
    shallowEqual(a.markdown as Record<string, unknown> | undefined, b.markdown as Record<string, unknown> | undefined)
  );
}

function shallowEqual(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
