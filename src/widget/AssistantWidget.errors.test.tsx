import { screen, waitFor, within } from "@testing-library/react";
import type { ChatErrorKind } from "../chat/chatErrors";
import { answerLines } from "../chat/testing/replyLines";
import type { ScriptedReply } from "../chat/testing/scriptedFetch";
import { encodeStreamPart } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

const json = (status: number, error: string, headers: Record<string, string> = {}): ScriptedReply => ({
  status,
  body: JSON.stringify({ error }),
  headers: { "Content-Type": "application/json", ...headers },
});

const failures: Array<[string, ScriptedReply, ChatErrorKind]> = [
  ["404", json(404, "Unknown domain"), "not-found"],
  ["429 without Retry-After", json(429, "Slow down"), "rate-limited"],
  ["500 with an HTML page", { status: 500, body: "<html><h1>Internal error</h1></html>", headers: { "Content-Type": "text/html" } }, "server"],
  ["502", { status: 502, body: "<html><h1>Bad gateway</h1></html>", headers: { "Content-Type": "text/html" } }, "server"],
  ["503 without Retry-After", { status: 503, body: "<html><h1>Maintenance</h1></html>", headers: { "Content-Type": "text/html" } }, "unavailable"],
  ["a network failure", { networkError: true }, "network"],
  ["a connection cut mid-answer", { lines: answerLines("Half of it", { unfinished: true }), cut: true }, "connection-cut"],
  ["a 3: error part", { lines: [encodeStreamPart("text", "Starting… "), encodeStreamPart("error", "Model overloaded")] }, "stream-error"],
  ["a malformed line", { lines: [encodeStreamPart("text", "Fine so far "), "nonsense without a code\n"] }, "malformed-stream"],
];

describe("AssistantWidget: every error is specific, keeps the question, and Retry sends it again", () => {
  test.each(failures)("%s", async (_name, failure, kind) => {
    const { user, fetch, events } = renderWidget([failure, { lines: answerLines("Recovered answer.") }]);
    await openWidget(user);
    await askQuestion(user, "What broke?");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DEFAULT_WIDGET_LABELS.error(kind));
    expect(alert.textContent).not.toMatch(/<html|<h1/);
    expect(events.find((e) => e.type === "error")).toMatchObject({ error: { kind } });
    expect(messagesOf("user").map((m) => m.textContent)).toEqual([expect.stringContaining("What broke?")]);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(messagesOf("assistant").at(-1)).toHaveTextContent("Recovered answer."));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(messagesOf("user")).toHaveLength(1);
    expect(messagesOf("assistant")).toHaveLength(1);
    const resent = fetch.requests[1]!.body as { messages: Array<{ role: string; content: string }> };
    expect(resent.messages).toEqual([expect.objectContaining({ role: "user", content: "What broke?" })]);
  });

  test.each([
    ["401", json(401, "Invalid key"), "unauthorized"],
    ["403", json(403, "Plan does not include the assistant"), "forbidden"],
  ] as const)("%s: says only the site's owner can fix it, and offers no Retry (sending again cannot help); the question stays", async (_name, failure, kind) => {
    const { user, fetch } = renderWidget([failure]);
    await openWidget(user);
    await askQuestion(user, "What broke?");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DEFAULT_WIDGET_LABELS.error(kind));
    expect(alert).toHaveTextContent("Only the site's owner can fix this");
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(messagesOf("user").map((m) => m.textContent)).toEqual([expect.stringContaining("What broke?")]);
    expect(fetch.requests).toHaveLength(1);
  });

  test("a 5xx says the fault is the service's; a 503 says it is down for maintenance and when to come back", async () => {
    expect(DEFAULT_WIDGET_LABELS.error("server")).toMatch(/service had a problem on its side, not with your question/);
    const { user } = renderWidget([{ status: 503, body: "down", headers: { "Content-Type": "text/plain" } }]);
    await openWidget(user);
    await askQuestion(user, "Anyone?");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The assistant service is down for maintenance right now.");
    expect(alert).toHaveTextContent("Try again in a few minutes.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  test("a 503 with Retry-After counts down to Retry, as a 429 does", async () => {
    const { user } = renderWidget([{ status: 503, body: "", headers: { "Content-Type": "text/plain", "Retry-After": "120" } }]);
    await openWidget(user);
    await askQuestion(user, "Anyone?");
    const alert = await screen.findByRole("alert");
    expect(alert.getAttribute("data-error-kind")).toBe("unavailable");
    expect(alert.querySelector(".daw-alert-countdown")!.textContent).toMatch(/^You can retry in (2\u00a0min|1\u00a0min 5\d\u00a0s)\.$/);
    expect(alert).not.toHaveTextContent("Try again in a few minutes.");
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
  });

  test("a connection cut mid-answer keeps the part that arrived, without Regenerate, Copy or rating, until Retry", async () => {
    const { user } = renderWidget([{ lines: answerLines("Half of the answer", { unfinished: true }), cut: true }, { lines: answerLines("The whole answer.") }]);
    await openWidget(user);
    await askQuestion(user, "Cut?");
    await screen.findByRole("alert");
    // useChat applies its last throttled update a moment after it reports the error.
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Half of the answer"));
    const half = messagesOf("assistant")[0]!;
    for (const name of ["Regenerate", "Copy answer", "Helpful", "Not helpful"]) expect(within(half).queryByRole("button", { name })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(messagesOf("assistant").at(-1)).toHaveTextContent("The whole answer."));
    expect(await within(messagesOf("assistant").at(-1)!).findByRole("button", { name: "Helpful" })).toBeInTheDocument();
  });

  test("the service's JSON words are shown as plain text", async () => {
    const { user } = renderWidget([json(400, "messages[0].content: required")]);
    await openWidget(user);
    await askQuestion(user, "Hm");
    expect(await screen.findByRole("alert")).toHaveTextContent("The service said: messages[0].content: required");
  });

  test("offline: says so", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user } = renderWidget([{ networkError: true }]);
    await openWidget(user);
    await askQuestion(user, "Anyone?");
    expect(await screen.findByRole("alert")).toHaveTextContent(DEFAULT_WIDGET_LABELS.error("offline"));
    vi.restoreAllMocks();
  });

  test("a stalled stream is ended after idleTimeoutMs with a time-out message", async () => {
    const { user } = renderWidget([{ lines: [encodeStreamPart("text", "Wait for it")], hang: true }], { idleTimeoutMs: 50 });
    await openWidget(user);
    await askQuestion(user, "Slow?");
    expect(await screen.findByRole("alert")).toHaveTextContent(DEFAULT_WIDGET_LABELS.error("timeout"));
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  test("after a 429 with Retry-After, a countdown (read once) until Retry, which then answers and leaves focus in the message box", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T12:00:00Z"));
    const { user, fetch } = renderWidget([json(429, "Too many", { "Retry-After": "90" }), { lines: answerLines("Later answer.") }]);
    await openWidget(user);
    await askQuestion(user, "Again?");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DEFAULT_WIDGET_LABELS.error("rate-limited"));
    expect(alert.querySelector(".daw-alert-message")!.textContent).not.toMatch(/\d/);
    const countdown = alert.querySelector(".daw-alert-countdown")!;
    expect(countdown).toHaveAttribute("aria-hidden", "true");
    expect(countdown.textContent).toBe(DEFAULT_WIDGET_LABELS.retryIn(90));
    // What screen readers hear: the wait once, not every tick.
    const status = within(alert).getByRole("status");
    expect(status.textContent).toBe(DEFAULT_WIDGET_LABELS.retryIn(90));
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();

    vi.setSystemTime(new Date("2026-01-01T12:01:18Z"));
    await waitFor(() => expect(countdown.textContent).toBe(DEFAULT_WIDGET_LABELS.retryIn(12)), { timeout: 3000 });
    expect(DEFAULT_WIDGET_LABELS.retryIn(12)).toBe("You can retry in 12\u00a0s.");
    expect(status.textContent).toBe(DEFAULT_WIDGET_LABELS.retryIn(90));

    vi.setSystemTime(new Date("2026-01-01T12:01:31Z"));
    const retry = await within(alert).findByRole("button", { name: "Retry" }, { timeout: 3000 });
    expect(alert.querySelector(".daw-alert-countdown")).toBeNull();
    expect(within(alert).getByRole("status")).toHaveTextContent(DEFAULT_WIDGET_LABELS.retryReady);
    await user.click(retry);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
    await waitFor(() => expect(messagesOf("assistant").at(-1)).toHaveTextContent("Later answer."));
    expect(fetch.requests).toHaveLength(2);
  });

  test("the details (HTTP status, kind, the service's words) sit folded in a disclosure, not in the sentence", async () => {
    const { user } = renderWidget([json(429, "Rate limit exceeded (mock scenario rate-limited)")]);
    await openWidget(user);
    await askQuestion(user, "Again?");
    const alert = await screen.findByRole("alert");
    const message = alert.querySelector(".daw-alert-message")!;
    expect(message.textContent).not.toMatch(/429|mock|service said/i);
    const details = alert.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")).toHaveTextContent("Details");
    expect(details).toHaveTextContent("HTTP 429 · rate-limited");
    expect(details).toHaveTextContent("The service said: Rate limit exceeded (mock scenario rate-limited)");
    // No Retry-After: Retry at once, and no countdown.
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(alert.querySelector(".daw-alert-countdown")).toBeNull();
    expect(within(alert).queryByRole("status")).toBeNull();
  });

  test("a network failure has no details to show", async () => {
    const { user } = renderWidget([{ networkError: true }]);
    await openWidget(user);
    await askQuestion(user, "Anyone?");
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("details")).toBeNull();
  });
});
