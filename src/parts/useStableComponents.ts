import type { AssistantComponents } from "./assistantComponents";
import { shallowEqual } from "./shallowEqual";
import { useKeptWhileSame } from "./useKeptWhileSame";

const NO_COMPONENTS: AssistantComponents = {};

/**
 * The components map, kept while a new one holds the same components: a site that writes
 * `components={{ Link: MyLink }}` inline does not re-render every message on each of its renders.
 */
export function useStableComponents(components: AssistantComponents | undefined): AssistantComponents {
  return useKeptWhileSame(components ?? NO_COMPONENTS, sameComponents);
}

/** Every key holds the same component; `tools` and `markdown`, maps of components, the same ones. */
function sameComponents(a: AssistantComponents, b: AssistantComponents): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof AssistantComponents>);
  return [...keys].every((key) => a[key] === b[key] || ((key === "tools" || key === "markdown") && shallowEqual(a[key], b[key])));
}
