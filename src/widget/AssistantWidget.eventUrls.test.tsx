import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import type { AssistantWidgetEvent } from "./widgetEvents";

afterEach(() => sessionStorage.clear());

const HOSTILE_PATHS = ["https://evil.example/login", "//evil.example/x", "/\\evil.example/x", "evil.example/login", "javascript:alert(1)"];

const suggestionsBlock = [
  "```suggestions",
  "(Upgrade)[/upgrade]",
  ...HOSTILE_PATHS.map((path, index) => `(Hostile ${index})[${path}]`),
  "```",
].join("\n");

const answer = answerLines(`Install it with npm.\n\n${suggestionsBlock}`, {
  threadId: "T1",
  search: {
    query: "install",
    results: [
      { path: "//evil.example/install", url: "https://docs.example/install", metadata: { title: "Install guide" } },
      { path: "/bad", url: "javascript:alert(2)", metadata: { title: "Bad result" } },
    ],
  },
  sources: [
    { id: "s-bad", url: "JaVaScRiPt:alert(3)", title: "Bad source" },
    { id: "s-data", url: "data:text/html,<script>alert(4)</script>", title: "Data source" },
    { id: "s-ok", url: "/guides/upgrade", title: "Upgrade guide" },
  ],
});

/** Every URL-ish string an event carries, wherever it sits in the payload. */
function eventUrls(events: AssistantWidgetEvent[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string" && ["url", "path", "href"].includes(key)) found.push(value);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  events.forEach((event) => visit(event, "type"));
  return found;
}

async function answered() {
  const view = renderWidget([{ lines: answer }]);
  await openWidget(view.user);
  await askQuestion(view.user, "How do I install it?");
  await waitFor(() => expect(view.events.some((event) => event.type === "answer-finished")).toBe(true));
  await screen.findByRole("button", { name: "Upgrade" });
  return view;
}

describe("AssistantWidget events carry only URLs the widget's URL policy lets through", () => {
  test("answer-finished leaves out the sources the policy refuses, and paths that are not same-site", async () => {
    const { events } = await answered();
    const finished = events.find((event) => event.type === "answer-finished");
    expect(finished).toMatchObject({
      sources: [{ url: "https://docs.example/install", title: "Install guide" }, { url: "/guides/upgrade", title: "Upgrade guide" }],
    });
    expect(finished?.type === "answer-finished" && finished.sources).toHaveLength(2);
    expect(eventUrls(events).filter((url) => /evil|javascript|data:/i.test(url))).toEqual([]);
  });

  test("source-click carries the page as drawn, without a path that leaves the site", async () => {
    const { user, events } = await answered();
    const [link] = within(messagesOf("assistant")[0]!).getAllByRole("link", { name: /Install guide/ });
    link!.addEventListener("click", (event) => event.preventDefault());
    await user.click(link!);
    const click = events.find((event) => event.type === "source-click");
    expect(click).toEqual({ type: "source-click", page: { id: "https://docs.example/install", url: "https://docs.example/install", title: "Install guide" } });
  });

  test.each(HOSTILE_PATHS.map((path, index) => [path, index] as const))("suggestion-click for the path %j carries the text alone", async (_path, index) => {
    const { user, events } = await answered();
    await user.click(screen.getByRole("button", { name: `Hostile ${index}` }));
    await waitFor(() => expect(events.some((event) => event.type === "suggestion-click")).toBe(true));
    expect(events.find((event) => event.type === "suggestion-click")).toEqual({ type: "suggestion-click", suggestion: { text: `Hostile ${index}` } });
  });

  test("a same-site suggestion path is kept", async () => {
    const { user, events } = await answered();
    await user.click(screen.getByRole("button", { name: "Upgrade" }));
    await waitFor(() => expect(events.some((event) => event.type === "suggestion-click")).toBe(true));
    expect(events.find((event) => event.type === "suggestion-click")).toEqual({ type: "suggestion-click", suggestion: { text: "Upgrade", path: "/upgrade" } });
  });
});
