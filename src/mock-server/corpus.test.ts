import { loadCorpus } from "./loadCorpus";
import { parseCorpusPage } from "./corpusPage";

describe("the bundled corpus", () => {
  const pages = loadCorpus();

  it("holds a dozen or more pages in two versions and two languages, each path once", () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pages.map((page) => page.version))).toEqual(new Set(["v1", "v2"]));
    expect(new Set(pages.map((page) => page.language))).toEqual(new Set(["en", "fr"]));
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it("covers the subjects a docs assistant is asked about", () => {
    const paths = pages.map((page) => page.path);
    for (const path of ["/guides/getting-started", "/guides/install", "/guides/configuration", "/guides/api-keys", "/guides/rate-limits", "/guides/troubleshooting", "/changelog"]) {
      expect(paths).toContain(path);
    }
  });

  it("cuts each page into sections of text, code and tables, in the order they come", () => {
    const rateLimits = pages.find((page) => page.path === "/guides/rate-limits")!;
    expect(rateLimits.sections.map((section) => section.heading)).toEqual([
      "Rate limits",
      "Limits per plan",
      "When you exceed a limit",
      "Staying under the limit",
    ]);
    expect(rateLimits.sections[1]!.blocks).toEqual([{ type: "table", text: expect.stringContaining("| Enterprise | 6,000 |") }]);
    const install = pages.find((page) => page.path === "/guides/install")!;
    expect(install.sections[1]!.blocks).toEqual([
      { type: "text", text: "The CLI needs Node.js 18 or later. Install it globally with npm, or use the Homebrew tap on macOS:" },
      { type: "code", lang: "sh", text: "npm install --global @nimbus/cli\nbrew install nimbus-labs/tap/nimbus" },
      { type: "text", text: "Check the installation with `nimbus --version`; it prints `2.x`." },
    ]);
  });

  it("keeps each paragraph and list item of a page's text on one line (a quoted sentence is found in it as it reads), and code as it is", () => {
    const start = pages.find((page) => page.path === "/guides/getting-started")!;
    expect(start.body).toContain("\nSign in to the Nimbus console and choose **New project**. A project groups queues, workers and API keys. Each project has a region");
    expect(start.body).toContain('```js\nimport { Nimbus } from "@nimbus/sdk";\n\nconst nimbus');
    const index = pages.find((page) => page.path === "/")!;
    expect(index.body).toContain("\n- Guides: [configuration](/guides/configuration), [API keys](/guides/api-keys), [rate limits](/guides/rate-limits),");
  });

  it("refuses a page without its front matter fields", () => {
    expect(() => parseCorpusPage("# no front matter", "x.md")).toThrow("front matter");
    expect(() => parseCorpusPage("---\ntitle: T\npath: /t\nversion: v2\n---\nbody", "x.md")).toThrow("language");
  });
});
