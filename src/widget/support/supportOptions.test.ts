import { MAX_LINK_QUESTION_CHARS, supportHref } from "./supportOptions";

const BASE = "https://docs.example/guides/install";

describe("supportHref", () => {
  test("sets the thread id and the question as query parameters, keeping the URL's own", () => {
    const href = supportHref({ url: "https://help.example/new?product=nimbus#form" }, { threadId: "01J", question: "  How do I\n retry  jobs? " }, BASE)!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://help.example/new");
    expect(url.hash).toBe("#form");
    expect([...url.searchParams]).toEqual([["product", "nimbus"], ["threadId", "01J"], ["question", "How do I retry jobs?"]]);
  });

  test("the site names the parameters; without a thread or a question, they are left out", () => {
    const href = supportHref({ url: "/support", threadParam: "conversation", questionParam: "subject" }, { threadId: "T9" }, BASE)!;
    expect(href).toBe("https://docs.example/support?conversation=T9");
    expect(supportHref({ url: "/support" }, {}, BASE)).toBe("https://docs.example/support");
  });

  test("a long question is cut, a mailto: link takes the parameters too", () => {
    const href = supportHref({ url: "mailto:help@example.com" }, { question: "x".repeat(2000) }, BASE)!;
    expect(href.startsWith("mailto:help@example.com?question=")).toBe(true);
    expect(new URL(href).searchParams.get("question")).toHaveLength(MAX_LINK_QUESTION_CHARS);
  });

  test("a URL the policy refuses, or none, gives no link", () => {
    for (const url of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,<b>", "java\tscript:alert(1)", "vbscript:x"]) {
      expect(supportHref({ url }, { threadId: "T" }, BASE), url).toBeUndefined();
    }
    expect(supportHref({}, { threadId: "T" }, BASE)).toBeUndefined();
    // A relative URL with no page to resolve it against (server rendering).
    expect(supportHref({ url: "/support" }, {})).toBeUndefined();
  });
});
