// @vitest-environment jsdom
import { findByRole, fireEvent, getByRole, queryByRole, waitFor } from "@testing-library/dom";
import { answerLines } from "../chat/testing/replyLines";
import { createScriptedFetch, type ScriptedReply } from "../chat/testing/scriptedFetch";
import { encodeStreamPart } from "../protocol";
import { DEFAULT_WIDGET_LABELS } from "../widget/widgetLabels";
import { mountApp } from "./app";
import type { ShadowHost } from "./shadowHost";
import { readScriptOptions } from "./scriptOptions";

/**
 * The script tag's own path, from `data-*` attributes to the `docs-assistant:*` events: what the
 * loader reads is what the widget is given, and what the page hears is what the widget sends.
 */
function mountFromScriptTag(attributes: Record<string, string>, replies: ScriptedReply[]) {
  const fetch = createScriptedFetch(replies);
  vi.stubGlobal("fetch", fetch);
  const script = document.createElement("script");
  for (const [name, value] of Object.entries({ "data-domain": "embed-test", "data-api-key": "svc_dsc_test_key", "data-mode": "inline", "data-thread-storage": "none", ...attributes })) {
    script.setAttribute(name, value);
  }
  const mountPoint = document.body.appendChild(document.createElement("div"));
  const dispatched: Array<{ type: string; detail: unknown }> = [];
  const { options } = readScriptOptions(script);
  const app = mountApp({ host: { mountPoint } as unknown as ShadowHost, options, open: true, dispatch: (type, detail) => dispatched.push({ type, detail }) });
  return { app, fetch, dispatched, mountPoint };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

test('data-labels=\'{"error":"Oops"}\': the default error text, a warning naming "error", Retry and the next question work', async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const streamError = { lines: [encodeStreamPart("text", "Starting… "), encodeStreamPart("error", "Model overloaded")] };
  const { app, fetch, mountPoint } = mountFromScriptTag({ "data-labels": '{"error":"Oops"}' }, [
    streamError,
    { lines: answerLines("Recovered answer.") },
    { lines: answerLines("Second answer.") },
  ]);
  app.ask("What broke?");
  const alert = await findByRole(mountPoint, "alert");
  expect(alert.textContent).toContain(DEFAULT_WIDGET_LABELS.error("stream-error"));
  expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/label "error"/);

  fireEvent.click(getByRole(alert, "button", { name: "Retry" }));
  await waitFor(() => expect(mountPoint.textContent).toContain("Recovered answer."));
  expect(queryByRole(mountPoint, "alert")).toBeNull();
  // The text can show a commit before the answer is done; a question asked while busy waits in the box.
  await findByRole(mountPoint, "button", { name: "Send" });
  app.ask("And then?");
  await waitFor(() => expect(mountPoint.textContent).toContain("Second answer."));
  expect(fetch.requests).toHaveLength(3);
  app.unmount();
});

test("the page's docs-assistant:* events carry no URL the widget's policy refuses", async () => {
  const text = "See the guide.\n\n```suggestions\n(Log in)[https://evil.example/login]\n(Elsewhere)[//evil.example/x]\n```";
  const sources = [{ id: "bad", url: "javascript:alert(1)", title: "Bad" }, { id: "ok", url: "https://docs.example/ok", title: "Ok" }];
  const { app, dispatched, mountPoint } = mountFromScriptTag({}, [{ lines: answerLines(text, { sources }) }]);
  app.ask("Where?");
  fireEvent.click(await findByRole(mountPoint, "button", { name: "Log in" }));
  await waitFor(() => expect(dispatched.map((event) => event.type)).toContain("suggestion-click"));
  fireEvent.click(getByRole(mountPoint, "button", { name: "Elsewhere" }));
  await waitFor(() => expect(dispatched.filter((event) => event.type === "suggestion-click")).toHaveLength(2));

  expect(dispatched.find((event) => event.type === "answer-finished")?.detail).toMatchObject({ sources: [{ url: "https://docs.example/ok" }] });
  expect(dispatched.filter((event) => event.type === "suggestion-click").map((event) => event.detail)).toEqual([
    { type: "suggestion-click", suggestion: { text: "Log in" } },
    { type: "suggestion-click", suggestion: { text: "Elsewhere" } },
  ]);
  expect(JSON.stringify(dispatched)).not.toMatch(/evil\.example|javascript:/);
  app.unmount();
});
