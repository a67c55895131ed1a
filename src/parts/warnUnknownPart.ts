const warned = new Set<string>();

/** Warns once per part type that this version cannot render (it renders nothing for it). */
export function warnUnknownPartOnce(type: unknown): void {
  const name = typeof type === "string" ? type : String(type);
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`docs-assistant-widget: a message part of type "${name}" is not rendered by this version.`);
}
