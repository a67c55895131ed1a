import { DocsSearch } from "./docsSearch";
import { loadCorpus } from "./loadCorpus";
import { isFollowUpRequest } from "./searchTerms";

const search = new DocsSearch(loadCorpus());
const paths = (query: string, options: Parameters<DocsSearch["search"]>[1] = { limit: 5 }) =>
  search.search(query, options).map((hit) => hit.page.path);

describe("DocsSearch", () => {
  it("finds the page a question is about first", () => {
    expect(paths("How do I rotate an API key?")[0]).toBe("/guides/api-keys");
    expect(paths("What happens when I hit the rate limit?")[0]).toBe("/guides/rate-limits");
    expect(paths("how to install the CLI")[0]).toBe("/guides/install");
  });

  it("returns at most `limit` hits", () => {
    expect(paths("nimbus queue worker key", { limit: 2 })).toHaveLength(2);
    expect(paths("nimbus queue worker key", { limit: 7 })).toHaveLength(7);
  });

  it("narrows by version and by language", () => {
    const v1 = search.search("install", { limit: 5, filter: { version: "v1" } });
    expect(v1.length).toBeGreaterThan(0);
    expect(v1.every((hit) => hit.page.version === "v1")).toBe(true);
    const fr = search.search("installer la CLI", { limit: 5, filter: { language: "fr" } });
    expect(fr[0]?.page.path).toBe("/fr/guides/install");
    expect(fr.every((hit) => hit.page.language === "fr")).toBe(true);
    expect(paths("install", { limit: 5, filter: { version: "v9" } })).toEqual([]);
  });

  it("ranks the reader's current page higher", () => {
    const plain = paths("secret");
    const boosted = paths("secret", { limit: 5, boostPath: "/guides/webhooks" });
    expect(plain[0]).not.toBe("/guides/webhooks");
    expect(boosted[0]).toBe("/guides/webhooks");
  });

  it("finds nothing for a question with no subject or off-topic", () => {
    expect(paths("what is this?")).toEqual([]);
    expect(paths("Who won the football world cup in 1998?")).toEqual([]);
  });

  it("looks pages up by path, tolerating a trailing slash and .html", () => {
    expect(search.page("/guides/install/")?.title).toBe("Installation");
    expect(search.page("/guides/install.html")?.title).toBe("Installation");
    expect(search.page("/nope")).toBeUndefined();
    expect(search.facets()).toEqual({ versions: ["v1", "v2"], languages: ["en", "fr"] });
  });

  it("tells a request to continue from a new question", () => {
    expect(isFollowUpRequest("Tell me more")).toBe(true);
    expect(isFollowUpRequest("dis-m'en plus")).toBe(true);
    expect(isFollowUpRequest("Tell me more about webhooks")).toBe(false);
  });
});
