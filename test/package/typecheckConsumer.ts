import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { exec } from "../build/sharedBuild";

const EXAMPLES = resolve(import.meta.dirname, "../../examples");

/** A Node script on `moduleResolution: "nodenext"`: every `@ts-expect-error` fails if a type came out as `any`. */
const NODENEXT_SCRIPT = `import { createMockServer } from "docs-assistant-widget/mock-server";
import { StaticExportClient } from "docs-assistant-widget/static-export";
import { DEFAULT_WIDGET_LABELS, safeUrl, type AssistantWidgetProps } from "docs-assistant-widget";

const server = await createMockServer({ port: 0 });
// @ts-expect-error the url is a string
const port: boolean = server.url;
// @ts-expect-error safeUrl gives the URL or undefined
const kind: number = safeUrl("/docs/install");
// @ts-expect-error labels are strings or functions
const launcher: number = DEFAULT_WIDGET_LABELS.launcher;
// @ts-expect-error domain and apiKey are required
const props: AssistantWidgetProps = {};
export { port, kind, launcher, props, StaticExportClient };
await server.close();
`;

/**
 * A TypeScript site that loads the script tag: `window.DocsAssistant` typed through the package's
 * `./embed` types (the script itself is loaded by a `<script>`, not imported).
 */
const SCRIPT_TAG_SITE = `import type { DocsAssistantGlobal } from "docs-assistant-widget/embed";

const widget = window.DocsAssistant?.mount({ domain: "your-domain", apiKey: "svc_dsc_x", container: "#help", mode: "inline" });
widget?.open();
widget?.ask("How do I rotate a key?");
widget?.update({ theme: "dark" });
const api: DocsAssistantGlobal | undefined = window.DocsAssistant;
// @ts-expect-error mount needs a domain
window.DocsAssistant?.mount({ apiKey: "svc_dsc_x" });
// @ts-expect-error the mode is one of popover, inline, sidebar
window.DocsAssistant?.mount({ domain: "d", apiKey: "svc_dsc_x", mode: "floating" });
// @ts-expect-error instances are controllers, not strings
const first: string | undefined = window.DocsAssistant?.instances[0];
export { api, first };
`;

// skipLibCheck as most sites have it: @ai-sdk's own declarations need @types/json-schema, which is not
// ours to ship. Our declarations are still read and used (the `@ts-expect-error` lines prove they are typed).
function tsconfig(options: Record<string, unknown>, include: string[]): string {
  const compilerOptions = { strict: true, noEmit: true, target: "ES2022", lib: ["ES2023", "DOM", "DOM.Iterable"], jsx: "react-jsx", skipLibCheck: true, ...options };
  return JSON.stringify({ compilerOptions, include }, null, 2);
}

/**
 * Type-checks, against the packed package's own `.d.ts` files, what a user writes: the Vite + React
 * example and a site using the script tag's global (bundler resolution) and a Node script (nodenext resolution).
 * The Next.js, Docusaurus and VitePress examples are type-checked by their own builds (test/frameworks/).
 * Returns tsc's output.
 */
export async function typecheckConsumer(consumerDir: string, tsc: string): Promise<string> {
  writeFileSync(join(consumerDir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  cpSync(join(EXAMPLES, "vite-react/src"), join(consumerDir, "vite-react"), { recursive: true });
  mkdirSync(join(consumerDir, "node-script"), { recursive: true });
  mkdirSync(join(consumerDir, "script-tag"), { recursive: true });
  writeFileSync(join(consumerDir, "script-tag/site.ts"), SCRIPT_TAG_SITE);
  writeFileSync(join(consumerDir, "node-script/check.ts"), NODENEXT_SCRIPT);
  writeFileSync(join(consumerDir, "tsconfig.bundler.json"), tsconfig({ module: "ESNext", moduleResolution: "Bundler", types: ["node", "vite/client"] }, ["vite-react", "script-tag"]));
  writeFileSync(join(consumerDir, "tsconfig.nodenext.json"), tsconfig({ module: "NodeNext", moduleResolution: "NodeNext", types: ["node"] }, ["node-script"]));
  const outputs: string[] = [];
  for (const project of ["tsconfig.bundler.json", "tsconfig.nodenext.json"]) {
    const result = await exec(tsc, ["-p", project], { cwd: consumerDir }).catch((error: { stdout?: string }) => ({ stdout: `${project}\n${error.stdout ?? "tsc failed"}` }));
    outputs.push(result.stdout.trim());
  }
  return outputs.filter(Boolean).join("\n");
}
