import { readFileSync } from "node:fs";
import { resolve } from "node:path";

// The widget lives in someone else's page: no rule of ours may reach outside its root.
const FILES = ["../markdown/markdown.css", "./parts.css", "../widget/attachments/attachments.css"].map((file) => resolve(__dirname, file));

function selectorLists(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const withoutKeyframes = withoutComments.replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, "");
  return [...withoutKeyframes.matchAll(/([^{}]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((prelude) => prelude !== "" && !prelude.startsWith("@"));
}

/** Splits a selector list on its top-level commas (not those inside `:is(...)`). */
function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      selectors.push(current.trim());
      current = "";
    } else current += char;
  }
  return [...selectors, current.trim()];
}

describe.each(FILES)("%s", (file) => {
  const css = readFileSync(file, "utf8");

  test("every selector is scoped under .daw-root and names only daw- classes", () => {
    const selectors = selectorLists(css).flatMap(splitSelectorList);
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) {
      // The root itself (its theme's custom properties) or something inside it: never the page's elements.
      expect(selector).toMatch(/^\.daw-root(\[[^\]]+\])*(\s|$)/);
      for (const className of selector.match(/\.[a-zA-Z][\w-]*/g) ?? []) {
        if (className !== ".task-list-item") expect(className).toMatch(/^\.daw-/);
      }
    }
  });

  test("colours come from --daw-* custom properties with fallbacks; layout uses logical properties", () => {
    expect(css).not.toMatch(/(?<![\w-])(margin|padding|border)-(left|right)\s*:/);
    const colours = [...css.matchAll(/(?:^|[;{\s])(color|background|border(?:-[a-z-]+)?)\s*:\s*([^;]+);/g)];
    expect(colours.length).toBeGreaterThan(5);
    for (const [, , value] of colours) {
      if (/#[0-9a-f]{3,8}\b/i.test(value!)) expect(value).toMatch(/var\(--daw-[\w-]+,/);
    }
    expect(css).toMatch(/overflow-wrap:\s*anywhere/);
  });
});
