import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

/**
 * Gives every relative import in the emitted declarations its full `.js` path (`./widget/AssistantWidget`
 * -> `./widget/AssistantWidget.js`, `./parts` -> `./parts/index.js`).
 *
 * Why: the sources use extensionless imports (`moduleResolution: "Bundler"`) and tsc copies them into the
 * `.d.ts` files as they are. TypeScript projects on `moduleResolution: "node16"`/`"nodenext"` resolve those
 * declarations as Node does (full paths only), so without this every type of the package is `any` for them
 * (`attw`: "Internal resolution error"). tsc has no option for it, and the post-build fixers (tsc-alias,
 * tsc-esm-fix) only rewrite when the `.js` output sits beside the `.d.ts`, which a types-only emit lacks.
 */
export function fixDeclarationImports(text: string, fileName: string, exists: (path: string) => boolean = existsSync): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number; specifier: string }> = [];
  const visit = (node: ts.Node): void => {
    const literal = moduleSpecifierOf(node);
    if (literal && isRelative(literal.text)) {
      const specifier = fullSpecifier(literal.text, dirname(fileName), exists);
      if (specifier !== literal.text) edits.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, specifier });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.reduceRight((out, edit) => out.slice(0, edit.start) + edit.specifier + out.slice(edit.end), text);
}

function moduleSpecifierOf(node: ts.Node): ts.StringLiteral | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return node.argument.literal;
  }
  return undefined;
}

function isRelative(specifier: string): boolean {
  return specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../");
}

function fullSpecifier(specifier: string, directory: string, exists: (path: string) => boolean): string {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const target = resolve(directory, specifier);
  if (exists(`${target}.d.ts`)) return `${specifier}.js`;
  if (exists(join(target, "index.d.ts"))) return `${specifier.replace(/\/$/, "")}/index.js`;
  throw new Error(`${directory}: "${specifier}" names no declaration file (${target}.d.ts or ${target}/index.d.ts)`);
}

function declarationFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".d.ts"))
    .map((name) => join(directory, name));
}

/** `tsx scripts/fixDeclarationImports.ts <dir>`: rewrites the `.d.ts` files under `<dir>` in place. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const directory = process.argv[2];
  if (!directory) {
    console.error("Usage: tsx scripts/fixDeclarationImports.ts <declaration directory>");
    process.exit(2);
  }
  let changed = 0;
  for (const file of declarationFiles(directory)) {
    const text = readFileSync(file, "utf8");
    const fixed = fixDeclarationImports(text, file);
    if (fixed !== text) {
      writeFileSync(file, fixed);
      changed += 1;
    }
  }
  console.log(`Declaration imports: ${changed} files given full paths under ${directory}`);
}
