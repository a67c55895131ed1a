import {
  MARK_NOT_FOUND_RESULT,
  citedPagesFromSearchResult,
  isMarkNotFound,
  readSearchResults,
  searchQuery,
  searchToolResult,
} from "./searchTool";

const install = { path: "/guides/install", url: "https://docs.example/guides/install", metadata: { title: "Install" }, content: "npm i" };
const keys = { path: "/api-keys", metadata: { title: "API keys" }, content: "keys" };

describe("the search tool's result in both field shapes", () => {
  test.each([
    ["a bare array (2025)", [install, keys]],
    ["{ type: search, results } (2026)", searchToolResult([install, keys])],
  ])("reads %s", (_name, result) => {
    expect(readSearchResults(result)).toEqual([install, keys]);
    expect(citedPagesFromSearchResult(result)).toEqual([
      { id: install.url, url: install.url, title: "Install", path: "/guides/install" },
      { id: "/api-keys", url: "/api-keys", title: "API keys", path: "/api-keys" },
    ]);
  });

  test.each([
    ["null", null],
    ["a string", "results"],
    ["an object without results", { type: "search" }],
    ["the markNotFound result", MARK_NOT_FOUND_RESULT],
  ])("gives no pages for %s", (_name, result) => {
    expect(citedPagesFromSearchResult(result)).toEqual([]);
  });

  test("skips malformed hits and keeps the rest", () => {
    const result = [null, 3, { url: "https://x" }, { path: "" }, keys];
    expect(citedPagesFromSearchResult(result).map((page) => page.path)).toEqual(["/api-keys"]);
  });

  test("deduplicates pages and falls back to the path for a missing or blank title", () => {
    const result = [keys, { ...keys, content: "another chunk" }, { path: "/untitled", metadata: { title: " " } }, { path: "/bare" }];
    expect(citedPagesFromSearchResult(result).map((page) => [page.url, page.title])).toEqual([
      ["/api-keys", "API keys"],
      ["/untitled", "/untitled"],
      ["/bare", "/bare"],
    ]);
  });
});

describe("tool names and arguments", () => {
  test("markNotFound is recognised by name", () => {
    expect(isMarkNotFound("markNotFound")).toBe(true);
    expect(isMarkNotFound("search")).toBe(false);
    expect(MARK_NOT_FOUND_RESULT).toEqual({ acknowledged: true });
  });

  test.each([
    [{ query: "rate limits" }, "rate limits"],
    [{ query: 3 }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])("searchQuery(%j) is %j", (args, expected) => {
    expect(searchQuery(args)).toBe(expected);
  });
});
