// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import docusaurusConfig from "../../examples/docusaurus/docusaurus.config";
import vitepressConfig from "../../examples/vitepress/.vitepress/config";
import { readScriptOptions } from "../../src/embed/scriptOptions";
import { classifyApiKey } from "../../src/protocol";

// The script-tag recipes (plain HTML, Docusaurus, VitePress) produce a tag the embed reads as meant:
// each tag is built as the framework writes it, then read by the embed's own attribute parser.
const EXAMPLES = resolve(import.meta.dirname, "../../examples");

function scriptFromAttributes(attributes: Record<string, string | boolean>): HTMLScriptElement {
  const script = document.createElement("script");
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    script.setAttribute(name, value === true ? "" : value);
  }
  return script;
}

function plainHtmlScript(): HTMLScriptElement {
  const html = readFileSync(resolve(EXAMPLES, "plain-html/index.html"), "utf8");
  const page = new DOMParser().parseFromString(html, "text/html");
  const script = page.querySelector<HTMLScriptElement>('script[src$="docs-assistant.iife.js"]');
  if (!script) throw new Error("examples/plain-html/index.html has no docs-assistant.iife.js script");
  return script;
}

function docusaurusScript(): HTMLScriptElement {
  const [entry] = docusaurusConfig.scripts;
  if (!entry) throw new Error("the Docusaurus example has no scripts entry");
  return scriptFromAttributes(entry);
}

function vitepressScript(): HTMLScriptElement {
  const entry = vitepressConfig.head.find(([tag]) => tag === "script");
  if (!entry) throw new Error("the VitePress example has no script in head");
  return scriptFromAttributes(entry[1]);
}

describe.each([
  ["plain HTML", plainHtmlScript],
  ["Docusaurus", docusaurusScript],
  ["VitePress", vitepressScript],
])("the %s recipe's script tag", (_name, makeScript) => {
  test("loads the embed file, deferred, and names a domain, an assistant key and the service", () => {
    const script = makeScript();
    expect(script.getAttribute("src")).toMatch(/\/docs-assistant\.iife\.js$/);
    expect(script.hasAttribute("defer")).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { options, autoMount } = readScriptOptions(script);
    expect(warn).not.toHaveBeenCalled();
    expect(autoMount).toBe(true);
    expect(options.domain).toBe("your-domain");
    expect(classifyApiKey(options.apiKey)).toBe("assistant");
    expect(options.baseUrl).toMatch(/^https:\/\//);
  });

  test("names code blocks with a selector the browser accepts", () => {
    const { options } = readScriptOptions(makeScript());
    const selector = options.codeBlockSelector ?? "pre";
    expect(() => document.querySelectorAll(selector)).not.toThrow();
  });
});

test("the plain HTML recipe's extra attributes become options", () => {
  const { options } = readScriptOptions(plainHtmlScript());
  expect(options.exampleQuestions).toEqual(["How do I install it?", "What are the rate limits?"]);
  expect(options.cssVariables).toEqual({ "--daw-color-accent": "#0b7285" });
});
