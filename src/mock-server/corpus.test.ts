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

  it("cuts each page into sections with text, code and tables", () => {
    const rateLimits = pages.find((page) => page.path === "/guides/rate-limits")!;
    expect(rateLimits.sections.map((section) => section.heading)).toEqual([
      "Rate limits",
      "Limits per plan",
      "When you exceed a limit",
      "Staying under the limit",
    ]);
    expect(rateLimits.sections[1]!.tables[0]).toContain("| Enterprise | 6,000 |");
    const install = pages.find((page) => page.path === "/guides/install")!;
    expect(install.sections[1]!.code).toEqual({ lang: "sh", text: expect.stringContaining("npm install --global @nimbus/cli") });
  });

  it("refuses a page without its front matter fields", () => {
    expect(() => parseCorpusPage("# no front matter", "x.md")).toThrow("front matter");
    expect(() => parseCorpusPage("---\ntitle: T\npath: /t\nversion: v2\n---\nbody", "x.md")).toThrow("language");
  });
});
