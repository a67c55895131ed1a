import fc from "fast-check";
import { EXTERNAL_LINK_REL, isExternalUrl, markdownUrlTransform, safeLinkAttributes, safeUrl } from "./urlPolicy";

const allowed: Array<[string, string, string?]> = [
  ["absolute https", "https://docs.example.com/guide"],
  ["absolute http", "http://docs.example.com/guide?x=1#y"],
  ["upper-case scheme", "HTTPS://DOCS.EXAMPLE.COM/", "HTTPS://DOCS.EXAMPLE.COM/"],
  ["mailto", "mailto:help@example.com"],
  ["root-relative path", "/guides/getting-started"],
  ["dot-relative path", "./install"],
  ["parent-relative path", "../api/reference"],
  ["bare relative path", "guides/install"],
  ["fragment", "#section-2"],
  ["query", "?q=rate+limits"],
  ["protocol-relative", "//cdn.example.com/x"],
  ["colon after the first slash", "/wiki/Special:Search"],
  ["colon inside the query", "?next=javascript:alert(1)"],
  ["colon inside the fragment", "#javascript:alert(1)"],
  ["surrounding spaces are trimmed", "  https://example.com/a  ", "https://example.com/a"],
  ["an ampersand entity inside the query", "https://example.com/?a=1&amp;b=2"],
  ["unicode path", "/guides/über-uns"],
];

const refused: Array<[string, string]> = [
  ["javascript", "javascript:alert(1)"],
  ["mixed case", "JaVaScRiPt:alert(1)"],
  ["leading space", " javascript:alert(1)"],
  ["leading newline", "\njavascript:alert(1)"],
  ["leading control character", "\u0001javascript:alert(1)"],
  ["embedded tab", "java\tscript:alert(1)"],
  ["embedded newline", "java\nscript:alert(1)"],
  ["embedded carriage return", "java\rscript:alert(1)"],
  ["embedded NUL", "java\u0000script:alert(1)"],
  ["embedded space", "java script:alert(1)"],
  ["zero-width space before", "\u200bjavascript:alert(1)"],
  ["zero-width joiner inside", "java\u200dscript:alert(1)"],
  ["soft hyphen inside", "java\u00adscript:alert(1)"],
  ["decimal entity", "&#106;avascript:alert(1)"],
  ["decimal entity without semicolon", "&#106avascript:alert(1)"],
  ["padded decimal entity", "&#0000106;avascript:alert(1)"],
  ["hex entity", "&#x6A;avascript:alert(1)"],
  ["upper hex entity", "&#X6a;avascript:alert(1)"],
  ["entity colon", "javascript&colon;alert(1)"],
  ["entity tab", "java&Tab;script:alert(1)"],
  ["entity newline", "java&NewLine;script:alert(1)"],
  ["double-encoded entity", "&amp;#106;avascript:alert(1)"],
  ["percent-encoded letter", "%6Aavascript:alert(1)"],
  ["percent-encoded colon", "javascript%3Aalert(1)"],
  ["percent-encoded tab", "java%09script:alert(1)"],
  ["double percent-encoding", "javascript%253Aalert(1)"],
  ["fullwidth letters", "ｊａｖａｓｃｒｉｐｔ:alert(1)"],
  ["fullwidth colon", "javascript：alert(1)"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["data html", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["data image", "data:image/svg+xml,<svg onload=alert(1)>"],
  ["file", "file:///etc/passwd"],
  ["ftp", "ftp://example.com/"],
  ["tel", "tel:+123"],
  ["blob", "blob:https://example.com/uuid"],
  ["custom scheme", "streamdown:incomplete-link"],
  ["host with port and no scheme", "localhost:3000/x"],
  ["empty", ""],
  ["only spaces", "   "],
  ["https with embedded control character", "https://exa\u0007mple.com"],
];

describe("safeUrl: allowed URLs", () => {
  test.each(allowed)("%s", (_name, url, expected) => {
    expect(safeUrl(url)).toBe(expected ?? url);
  });
});

describe("safeUrl: refused URLs", () => {
  test.each(refused)("%s", (_name, url) => {
    expect(safeUrl(url)).toBeUndefined();
    expect(markdownUrlTransform(url)).toBeUndefined();
  });

  test.each([[undefined], [null], [42], [{ href: "https://x" }]])("non-string %p", (value) => {
    expect(safeUrl(value)).toBeUndefined();
  });

  test("no casing or surrounding whitespace of javascript: gets through (property)", () => {
    const padding = fc.constantFrom("", " ", "\t", "\n", "\u0000", "\u000b", "\u00a0", "\u200b", "\ufeff");
    const casing = fc.array(fc.boolean(), { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(padding, padding, casing, (before, inside, upper) => {
        const word = [..."javascript"].map((c, i) => (upper[i] ? c.toUpperCase() : c));
        word.splice(4, 0, inside);
        expect(safeUrl(`${before}${word.join("")}:alert(1)`)).toBeUndefined();
      }),
    );
  });
});

describe("isExternalUrl", () => {
  const origin = "https://docs.example.com";
  test.each([
    ["https://elsewhere.example.org/x", true],
    ["http://docs.example.com/x", true],
    ["//elsewhere.example.org/x", true],
    ["https://docs.example.com/guide", false],
    ["/guide", false],
    ["./guide", false],
    ["#top", false],
    ["?q=1", false],
    ["mailto:help@example.com", false],
  ])("%s -> %s", (url, external) => {
    expect(isExternalUrl(url, origin)).toBe(external);
  });

  test("without a page origin every absolute http(s) URL is external", () => {
    expect(isExternalUrl("https://docs.example.com/guide", undefined)).toBe(true);
    expect(isExternalUrl("/guide", undefined)).toBe(false);
  });
});

describe("safeLinkAttributes", () => {
  test("external links open in a new tab without opener, referrer or endorsement", () => {
    expect(safeLinkAttributes("https://elsewhere.org/", "https://docs.example.com")).toEqual({
      href: "https://elsewhere.org/",
      target: "_blank",
      rel: EXTERNAL_LINK_REL,
    });
    expect(EXTERNAL_LINK_REL).toBe("noopener noreferrer nofollow");
  });

  test("internal links stay in the tab; refused URLs give no link at all", () => {
    expect(safeLinkAttributes("/guide", "https://docs.example.com")).toEqual({ href: "/guide" });
    expect(safeLinkAttributes("javascript:alert(1)", "https://docs.example.com")).toBeUndefined();
  });
});
