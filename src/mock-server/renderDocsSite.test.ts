import { bundleFileForPath } from "../protocol";
import { BUNDLE_CSS } from "./bundleCss";
import { loadCorpus } from "./loadCorpus";
import { renderDocsSite } from "./renderDocsSite";

const html = (files: ReturnType<typeof renderDocsSite>, path: string) => files.find((file) => file.path === path)!.content.toString("utf8");

describe("renderDocsSite", () => {
  it("by default renders the latest version in English only", () => {
    const paths = renderDocsSite().map((file) => file.path);
    expect(paths).toContain("guides/install.html");
    expect(paths.some((path) => path.startsWith("v1/") || path.startsWith("fr/"))).toBe(false);
  });

  it("with every version and language, has a page at the file of every path the assistant can cite", () => {
    const paths = new Set(renderDocsSite({ version: "all", language: "all" }).map((file) => file.path));
    const cited = loadCorpus().map((page) => bundleFileForPath(page.path));
    expect(cited.filter((file) => !paths.has(file))).toEqual([]);
    expect(cited.length).toBeGreaterThan(15);
  });

  it("says each page's version and language in docsearch meta tags and <html lang>", () => {
    const files = renderDocsSite({ version: "all", language: "all" });
    expect(html(files, "fr/guides/install.html")).toMatch(/<html lang="fr">[\s\S]*<meta name="docsearch:language" content="fr">\n<meta name="docsearch:version" content="v2">/);
    expect(html(files, "v1/guides/install.html")).toContain('<meta name="docsearch:version" content="v1">');
  });

  it("lists each version's pages in reading order: home, getting started, install, guides, reference, changelog", () => {
    const nav = /<nav aria-label="Pages">([\s\S]*?)<\/nav>/.exec(html(renderDocsSite(), "guides/install.html"))![1]!;
    const titles = [...nav.matchAll(/>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(titles.slice(0, 3)).toEqual(["Nimbus documentation", "Getting started", "Installation"]);
    expect(titles.at(-1)).toBe("Changelog");
    expect(titles.indexOf("Queues API")).toBeGreaterThan(titles.indexOf("Webhooks"));
  });

  it("has a stylesheet where a code block or a table cannot widen the page past a phone's screen", () => {
    expect(BUNDLE_CSS).toContain("grid-template-columns: 16rem minmax(0, 1fr)");
    expect(BUNDLE_CSS).toMatch(/pre \{[^}]*overflow-x: auto/);
    expect(BUNDLE_CSS).toMatch(/table \{[^}]*overflow-x: auto/);
  });
});
