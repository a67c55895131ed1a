import { screen, waitFor, within } from "@testing-library/react";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../../src/widget/testing/renderWidget";
import { startAiSdkServer } from "../fixtures/aiSdkServer";

/**
 * The React entry against a chat route built with the AI SDK v4 itself, over real HTTP (the script
 * tag meets the same route in Chromium: test/browser/aiSdkServer.test.ts).
 */
let server: Awaited<ReturnType<typeof startAiSdkServer>>;

beforeAll(async () => {
  server = await startAiSdkServer();
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server?.close());

/** A real network fetch (the widget's default is the page's). */
const realFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

async function answered(count: number) {
  await waitFor(() => expect(within(messagesOf("assistant")[count - 1]!).getByRole("button", { name: "Copy answer" })).toBeInTheDocument(), { timeout: 20_000 });
}

test("without the d: part the answer is whole, and the next question continues its thread", async () => {
  server.nextScenarios("no-finish");
  const { user } = renderWidget([], { baseUrl: server.url, fetch: realFetch, threadStorage: "none" });
  await openWidget(user);
  await askQuestion(user, "How do I install it?");
  await answered(1);
  expect(screen.queryByRole("alert")).toBeNull();
  await askQuestion(user, "And then?");
  await answered(2);
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
});

test("after a 3: error part, Retry continues the thread the finish event named", async () => {
  server.nextScenarios("error");
  const { user } = renderWidget([], { baseUrl: server.url, fetch: realFetch, threadStorage: "none" });
  await openWidget(user);
  await askQuestion(user, "How do I install it?");
  expect(await screen.findByRole("alert", {}, { timeout: 20_000 })).toHaveAttribute("data-error-kind", "stream-error");
  await user.click(screen.getByRole("button", { name: "Retry" }));
  await answered(1);
  expect(server.requests[1]!.threadId).toBe(server.requests[0]!.repliedThreadId);
});

test("a tool call without a result ends, and the history sent next is one the route can convert", async () => {
  server.nextScenarios("tool-without-result");
  const { user, container } = renderWidget([], { baseUrl: server.url, fetch: realFetch, threadStorage: "none" });
  await openWidget(user);
  await askQuestion(user, "How do I install it?");
  await waitFor(() => expect(document.querySelector('[data-part="tool-invocation"][data-unfinished]')).toHaveTextContent("The search did not finish"), { timeout: 20_000 });
  await askQuestion(user, "Then?");
  await answered(2);
  expect(server.requests.map((request) => request.conversionError)).toEqual([undefined, undefined]);
  expect(container.ownerDocument.querySelector('[role="alert"]')?.textContent ?? "").toBe("");
});
