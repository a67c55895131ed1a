import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { render } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { createScriptedFetch } from "../chat/testing/scriptedFetch";
import { AssistantWidget } from "./AssistantWidget";
import { DEFAULT_CONTEXT_LIMITS } from "../page-context";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

describe("AssistantWidget: the imperative handle", () => {
  test("open focuses the message box; close closes; ask opens and sends", async () => {
    const { ref, fetch } = renderWidget([{ lines: answerLines("Asked from outside.") }]);
    act(() => ref.current!.open());
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
    act(() => ref.current!.close());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    act(() => ref.current!.ask("From a button"));
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Asked from outside."));
    expect(fetch.requests[0]!.body).toMatchObject({ messages: [{ content: "From a button" }] });
    act(() => ref.current!.newConversation());
    await waitFor(() => expect(messagesOf("user")).toHaveLength(0));
  });

  test("controlled open with onOpenChange", async () => {
    const changes: boolean[] = [];
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <AssistantWidget domain="controlled" apiKey="svc_dsc_k" fetch={createScriptedFetch([])} open={open} onOpenChange={(next) => { changes.push(next); setOpen(next); }} />
      );
    }
    render(<Host />);
    await act(async () => screen.getByRole("button", { name: "Ask AI" }).click());
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(changes).toEqual([true]);
  });
});

describe("AssistantWidget: the key guard", () => {
  test.each([
    ["svc_demo_admin_secret", /admin key/],
    ["", /no API key/],
    ["pk_live_123", /not a valid assistant key/],
  ])("key %j: an alert says why on opening, and nothing is ever sent", async (apiKey, why) => {
    const { user, ref, fetch } = renderWidget([{ lines: answerLines("Never.") }], { apiKey });
    await openWidget(user);
    expect(screen.getByRole("alert")).toHaveTextContent(why);
    await askQuestion(user, "Please?");
    act(() => ref.current!.ask("And this?"));
    await act(async () => undefined);
    expect(fetch.requests).toHaveLength(0);
    expect(messagesOf("user")).toHaveLength(0);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("And this?");
  });
});

describe("AssistantWidget: page context chips", () => {
  test("addContext shows removable chips, merges duplicates, says when text was cut; the next question carries it", async () => {
    const { ref, fetch, user, events } = renderWidget([{ lines: answerLines("About your code.") }, { lines: answerLines("Plain.") }]);
    act(() => ref.current!.addContext({ type: "code", value: "npm install docs-widget", path: "/install", elementId: "step-2" }));
    act(() => ref.current!.addContext({ type: "code", value: "npm install docs-widget\n", path: "/install" }));
    act(() => ref.current!.addContext({ type: "textSelection", value: "x".repeat(DEFAULT_CONTEXT_LIMITS.maxItemChars + 50) }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    const chips = screen.getByRole("list", { name: "Context for your next question" });
    expect(within(chips).getAllByRole("listitem")).toHaveLength(2);
    expect(within(chips).getAllByRole("listitem")[1]).toHaveTextContent("(cut)");
    await user.click(within(chips).getByRole("button", { name: /^Remove context: x+…$/ }));
    expect(within(chips).getAllByRole("listitem")).toHaveLength(1);
    expect(events.filter((e) => e.type === "context-added")).toHaveLength(2);
    await askQuestion(user, "What does this do?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("About your code."));
    expect(screen.queryByRole("list", { name: "Context for your next question" })).toBeNull();
    expect(fetch.requests[0]!.body).toMatchObject({ context: [{ type: "code", value: "npm install docs-widget", path: "/install", elementId: "step-2" }] });
    expect(messagesOf("user")[0]).toHaveTextContent("About: Code “npm install docs-widget”");
    expect(events.find((e) => e.type === "ask")).toMatchObject({ context: [{ type: "code" }] });
    await askQuestion(user, "Unrelated");
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    expect(fetch.requests[1]!.body).not.toHaveProperty("context");
  });
});
