import type { CitedPage } from "../protocol";
import { safeWidgetEvent } from "./safeWidgetEvent";
import type { AssistantWidgetEvent } from "./widgetEvents";

const page = (url: string, path?: string): CitedPage => ({ id: url, url, title: "T", ...(path !== undefined && { path }) });

describe("safeWidgetEvent", () => {
  test("answer-finished keeps the sources whose URL the policy allows, trimmed as their links are drawn", () => {
    const event: AssistantWidgetEvent = {
      type: "answer-finished",
      messageId: "m",
      sources: [page(" https://docs.example/a "), page("javascript:alert(1)"), page("java\tscript:alert(2)"), page("&#106;avascript:alert(3)"), page("/guides/b"), page("")],
    };
    expect(safeWidgetEvent(event)).toEqual({ ...event, sources: [{ ...page(" https://docs.example/a "), url: "https://docs.example/a" }, page("/guides/b")] });
  });

  test("a page's path is kept only when it is a path on this site", () => {
    const paths = { "/guides/a": true, "//evil.example/x": false, "/\\evil.example": false, "https://evil.example/": false, "guides/a": false, "javascript:x": false };
    for (const [path, kept] of Object.entries(paths)) {
      const event = safeWidgetEvent({ type: "source-click", page: page("https://docs.example/a", path) });
      expect(event, path).toEqual({ type: "source-click", page: kept ? page("https://docs.example/a", path) : page("https://docs.example/a") });
    }
  });

  test("a source-click for a page whose URL is refused is not sent", () => {
    expect(safeWidgetEvent({ type: "source-click", page: page("vbscript:msgbox(1)") })).toBeUndefined();
  });

  test("a suggestion keeps a same-site path; any other path is left out, the text kept", () => {
    const click = (path: string) => safeWidgetEvent({ type: "suggestion-click", suggestion: { text: "Q", path } });
    expect(click(" /upgrade ")).toEqual({ type: "suggestion-click", suggestion: { text: "Q", path: "/upgrade" } });
    for (const path of ["https://evil.example/login", "//evil.example/x", "/\\evil.example/x", "\\\\evil.example", "javascript:alert(1)", "upgrade"]) {
      expect(click(path), path).toEqual({ type: "suggestion-click", suggestion: { text: "Q" } });
    }
  });

  test("events without URLs from the answer pass unchanged", () => {
    const ask: AssistantWidgetEvent = { type: "ask", question: "Q", context: [] };
    expect(safeWidgetEvent(ask)).toBe(ask);
    expect(safeWidgetEvent({ type: "open" })).toEqual({ type: "open" });
  });
});
