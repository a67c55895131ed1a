import { exampleMessage, EXAMPLE_RESULTS, searchPart, sourcePart, textPart } from "./exampleMessages";
import { MAX_CITED_PAGES, messageSources, samePages } from "./messageSources";
import { messageSuggestions, sameSuggestions } from "./messageSuggestions";

describe("messageSources", () => {
  test("search results in the 2026 shape, in their order, titles or paths", () => {
    const pages = messageSources(exampleMessage([searchPart("result", "install")]));
    expect(pages.map((page) => [page.url, page.title])).toEqual([
      ["https://docs.example.com/guides/install", "Installation"],
      ["https://docs.example.com/reference/config", "Configuration"],
      ["/guides/faq", "/guides/faq"],
    ]);
  });

  test("search results in the 2025 bare-array shape count the same", () => {
    const object = messageSources(exampleMessage([searchPart("result", "q", EXAMPLE_RESULTS, "object")]));
    const array = messageSources(exampleMessage([searchPart("result", "q", EXAMPLE_RESULTS, "array")]));
    expect(array).toEqual(object);
  });

  test("source parts and search results together, deduplicated by URL or path", () => {
    const message = exampleMessage([
      searchPart("result", "install", EXAMPLE_RESULTS, "array", "c1"),
      searchPart("result", "config", EXAMPLE_RESULTS.slice(1), "object", "c2"),
      sourcePart("https://docs.example.com/guides/install/", "Install (again, trailing slash)"),
      sourcePart("https://docs.example.com/reference/config#options", "Config (again, with fragment)"),
      sourcePart("/guides/faq", "FAQ by path"),
      sourcePart("https://blog.example.com/post", "A blog post"),
      sourcePart("https://blog.example.com/post", "The same post"),
      textPart("answer"),
    ]);
    expect(messageSources(message).map((page) => page.title)).toEqual(["Installation", "Configuration", "/guides/faq", "A blog post"]);
  });

  test("a source part without a title is named by its URL; calls without a result cite nothing", () => {
    const message = exampleMessage([searchPart("call", "install"), sourcePart("https://x.example/a")]);
    expect(messageSources(message)).toEqual([{ id: "https://x.example/a", url: "https://x.example/a", title: "https://x.example/a" }]);
  });

  test("the pages the text links to, in the order it first links them; the others are not its sources", () => {
    const text = "Configure it ([Configuration](/reference/config)) after [installing](https://docs.example.com/guides/install#npm). [Config again](/reference/config/) and [elsewhere](https://other.example/x).";
    const pages = messageSources(exampleMessage([searchPart("result", "install"), textPart(text)]));
    expect(pages.map((page) => page.title)).toEqual(["Configuration", "Installation"]);
  });

  test("each page carries the version and language its search result gave", () => {
    const results = [
      { path: "/guides/install", metadata: { title: "Installation", version: "v2", language: "en" }, content: "…" },
      { path: "/fr/guides/install", metadata: { title: "Installation", version: "v2", language: "fr" }, content: "…" },
      { path: "/v1/guides/install", metadata: { title: "Installation", version: "v1" }, content: "…" },
    ];
    const pages = messageSources(exampleMessage([searchPart("result", "install", results)]));
    expect(pages.map(({ version, language }) => [version, language])).toEqual([
      ["v2", "en"],
      ["v2", "fr"],
      ["v1", undefined],
    ]);
  });

  test("samePages compares by value", () => {
    const pages = messageSources(exampleMessage([searchPart("result", "q")]));
    expect(samePages(pages, structuredClone(pages))).toBe(true);
    expect(samePages(pages, pages.slice(1))).toBe(false);
  });
});

describe("messageSuggestions", () => {
  test("the suggestions of every text part, deduplicated", () => {
    const block = "```suggestions\n(How do I theme it?)[/guides/theming]\n(Can I self-host?)[]\n```";
    const message = exampleMessage([textPart(`One.\n\n${block}`), textPart(`Two.\n\n${block}`)]);
    expect(messageSuggestions(message)).toEqual([
      { text: "How do I theme it?", path: "/guides/theming" },
      { text: "Can I self-host?" },
    ]);
    expect(sameSuggestions(messageSuggestions(message), messageSuggestions(structuredClone(message)))).toBe(true);
  });
});

describe("messageSources: bounded", () => {
  test("a message with thousands of sources and search results lists the first MAX_CITED_PAGES", () => {
    const sources = Array.from({ length: 2_000 }, (_, index) => ({ type: "source" as const, source: { sourceType: "url" as const, id: `s${index}`, url: `/page-${index}` } }));
    const pages = messageSources({ parts: sources });
    expect(MAX_CITED_PAGES).toBe(100);
    expect(pages.length).toBe(100);
    expect(pages[0]!.url).toBe("/page-0");
  });
});
