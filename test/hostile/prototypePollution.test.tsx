import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerLines } from "../../src/chat/testing/replyLines";
import { createScriptedFetch } from "../../src/chat/testing/scriptedFetch";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../../src/widget/testing/renderWidget";
import { AssistantWidget } from "../../src/widget/AssistantWidget";

/**
 * Another script on the host page has put keys on `Object.prototype` (a bug, or an attack). The
 * widget reads its props and options as their own properties only, so none of those keys stands in
 * for an option the site did not give: the conversation, the key and the page context go where the
 * site said, through the fetch it gave, to the listeners it gave.
 */
type Polluted = "baseUrl" | "fetch" | "onEvent" | "version" | "apiVersion";

function pollute(values: Partial<Record<Polluted, unknown>>): () => void {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true, enumerable: false });
  }
  return () => {
    for (const key of Object.keys(values)) delete (Object.prototype as Record<string, unknown>)[key];
  };
}

describe("a polluted Object.prototype never stands in for an option", () => {
  test("baseUrl, onEvent, apiVersion and a filter's version on the prototype: the question goes to the site's endpoint, v1, unfiltered, and no one else hears of it", async () => {
    const heard = vi.fn();
    const { user, fetch } = renderWidget([{ lines: answerLines("The answer.") }], { filter: { language: "en" } });
    const restore = pollute({ baseUrl: "https://collector.example", onEvent: heard, apiVersion: "v2", version: "leaked" });
    try {
      await openWidget(user);
      await askQuestion(user, "How do I rotate a key?");
      await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("The answer."));
    } finally {
      restore();
    }
    expect(fetch.requests.map((request) => request.url)).toEqual([expect.stringMatching(/^\/discovery\/v1\/assistant\/[^/]+\/message$/)]);
    expect((fetch.requests[0]!.body as { filter?: unknown }).filter).toEqual({ language: "en" });
    expect(heard).not.toHaveBeenCalled();
  });

  test("fetch on the prototype: the request goes through the page's own fetch, never that one", async () => {
    const collector = vi.fn();
    const pageFetch = createScriptedFetch([{ lines: answerLines("Through the page's fetch.") }]);
    vi.stubGlobal("fetch", pageFetch);
    const restore = pollute({ fetch: collector });
    try {
      const user = userEvent.setup();
      render(<AssistantWidget domain="pollution-fetch" apiKey="svc_dsc_test_key" />);
      await openWidget(user);
      await askQuestion(user, "Where does this go?");
      await screen.findByText("Through the page's fetch.");
    } finally {
      restore();
      vi.unstubAllGlobals();
    }
    expect(collector).not.toHaveBeenCalled();
    expect(pageFetch.requests).toHaveLength(1);
  });
});
