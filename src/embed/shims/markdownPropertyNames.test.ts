import type { Element, Root } from "hast";
import * as real from "property-information";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { FOOTNOTE_HANDLERS, rehypeReadableText, remarkCapDepth, remarkMarkdownSyntax } from "../../markdown/markdownPlugins";
import { rehypeStreamingCaret } from "../../markdown/rehypeStreamingCaret";
import { markdownUrlTransform } from "../../markdown/urlPolicy";
import * as shim from "./markdownPropertyNames";

/** What hast-util-to-jsx-runtime reads of property-information (a method, so the package's narrower schema type fits). */
interface Library {
  find(schema: never, property: string): { property: string; attribute: string; space?: string | undefined; commaSeparated: boolean };
  hastToReact: Record<string, string>;
  html: unknown;
}

/** The prop hast-util-to-jsx-runtime gives React for a hast property (React's attribute case), as it writes it. */
function written(library: Library, property: string, value: unknown): [string, unknown] {
  const info = library.find(library.html as never, property);
  const joined = Array.isArray(value) ? value.join(info.commaSeparated ? ", " : " ") : value;
  return [info.space ? (library.hastToReact[info.property] ?? info.property) : info.attribute, joined];
}

/** Every syntax an answer's markdown has: CommonMark, GFM (tables, task lists, strikethrough, autolinks, footnotes), raw HTML left out. */
const ANSWER = [
  "# Heading\n\nSetext\n======\n",
  "Some *em*, **strong**, ~~struck~~, `code`, a hard  \nbreak and a <kbd>tag</kbd>.",
  '[a link](https://example.com/docs "its title"), <https://example.com/auto>, www.example.com and ![an image](https://example.com/a.png "shown").',
  "[a reference][ref] and ![an image reference][img]\n\n[ref]: https://example.com/ref 'ref title'\n[img]: https://example.com/i.png",
  "3. third\n4. fourth\n\n- [x] done\n- [ ] todo *later*\n  - nested",
  "| left | centre | right | none |\n|:-----|:------:|------:|------|\n| 1 | 2 | 3 | 4 |",
  "```js\nconst a = 1;\n```\n\n    indented code\n\n> a quote\n\n---",
  "A note[^1].\n\n[^1]: The footnote.",
  "<div>raw html</div>\n\n".concat("x".repeat(120)),
].join("\n\n");

/** The hast properties the widget's markdown gives an answer's elements, caret included (react-markdown with the widget's plugins). */
function answerProperties(): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = [];
  const collect = () => (tree: Root) => {
    const stack: Array<Root | Element> = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === "element") found.push(...Object.entries(node.properties));
      for (const child of node.children) if (child.type === "element") stack.push(child);
    }
  };
  renderToStaticMarkup(
    createElement(Markdown, {
      remarkPlugins: [remarkMarkdownSyntax, remarkCapDepth],
      rehypePlugins: [rehypeReadableText, rehypeStreamingCaret, collect],
      remarkRehypeOptions: { handlers: FOOTNOTE_HANDLERS },
      urlTransform: markdownUrlTransform,
      skipHtml: true,
      children: ANSWER,
    }),
  );
  return found;
}

describe("markdownPropertyNames (the script tag's property-information)", () => {
  test("every property of an answer's elements is written as property-information writes it", () => {
    const properties = answerProperties();
    const names = new Set(properties.map(([name]) => name));
    // The corpus reaches what markdown makes: links and images, lists, task boxes, table alignment, code's language, the caret.
    for (const name of ["href", "title", "src", "alt", "start", "type", "checked", "disabled", "ariaLabel", "align", "className", "ariaHidden"]) {
      expect(names).toContain(name);
    }
    for (const [name, value] of properties) expect({ name, written: written(shim, name, value) }).toEqual({ name, written: written(real, name, value) });
  });

  test("aria and data properties become their attributes, as the package names every aria property it knows", () => {
    const aria = Object.keys(real.html.property).filter((name) => /^aria[A-Z]/.test(name));
    expect(aria.length).toBeGreaterThan(40);
    for (const name of [...aria, "role", "dataFootnoteRef", "dataFootnoteBackref", "dataX", "dataLongerName2"]) {
      expect({ name, written: written(shim, name, "v") }).toEqual({ name, written: written(real, name, "v") });
    }
  });

  test("the HTML properties React spells as hast does are written under their own names; only those of raw HTML or SVG differ", () => {
    const differ = Object.keys(real.html.property).filter((name) => written(shim, name, "v")[0] !== written(real, name, "v")[0]);
    // React's own spellings (`itemID`, `xlinkHref`…) and XML's namespaced attributes: never in markdown's HTML.
    expect(differ.every((name) => name in real.hastToReact || /^(xLink|xml)/.test(name))).toBe(true);
    expect(shim.html.space).toBe("html");
  });
});
