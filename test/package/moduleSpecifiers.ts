import { builtinModules } from "node:module";
import { parseAst } from "vite";

const BUILTINS = new Set(builtinModules);

/** Every module a built file imports: static imports, re-exports and `import("…")` with a literal. */
export function moduleSpecifiers(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const record = node as { type?: unknown; source?: { type?: unknown; value?: unknown } };
    const importing = ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].includes(String(record.type));
    if (importing && record.source?.type === "Literal" && typeof record.source.value === "string") found.push(record.source.value);
    for (const value of Object.values(node)) if (value && typeof value === "object") visit(value);
  };
  visit(parseAst(code));
  return found;
}

/** `node:fs`, `fs`, `fs/promises`…: what a browser cannot load. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || BUILTINS.has(specifier) || BUILTINS.has(specifier.split("/")[0] ?? "");
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for a relative path or a Node built-in. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || isNodeBuiltin(specifier)) return undefined;
  return specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}
