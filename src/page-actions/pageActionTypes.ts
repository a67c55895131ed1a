/** One entry of the page menu. */
export type PageAction = "copy" | "markdown" | "chatgpt" | "claude" | "ask";

/** Every page action, in the menu's order. */
export const PAGE_ACTIONS: readonly PageAction[] = ["copy", "markdown", "chatgpt", "claude", "ask"];

/**
 * The actions asked for, from a list or a comma-separated string (`data-page-actions`), in the
 * menu's order, each once (all of them for `undefined`). Unknown names are left out with a console
 * warning; an empty result means no menu.
 */
export function readPageActions(value: unknown): PageAction[] {
  if (value === undefined) return [...PAGE_ACTIONS];
  const names = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  const wanted = new Set(names.map((name) => (typeof name === "string" ? name.trim() : name)).filter((name) => name !== ""));
  const unknown = [...wanted].filter((name) => !(PAGE_ACTIONS as readonly unknown[]).includes(name));
  if (unknown.length > 0) console.warn(`[docs-assistant] unknown page actions ignored: ${unknown.join(", ")} (known: ${PAGE_ACTIONS.join(", ")}).`);
  return PAGE_ACTIONS.filter((action) => wanted.has(action));
}
