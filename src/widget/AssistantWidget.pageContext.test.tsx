import { act, screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, renderWidget } from "./testing/renderWidget";

/** The React entry reads the host page itself (the script tag's loader does it for the embed). */
function addCodeBlock(id: string, code: string): HTMLPreElement {
  const pre = document.createElement("pre");
  pre.id = id;
  pre.textContent = code;
  document.body.prepend(pre);
  return pre;
}

function codeButtons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll("docs-assistant-code-action")).map((host) => host.shadowRoot!.querySelector("button")!);
}

afterEach(() => {
  document.querySelectorAll("pre").forEach((pre) => pre.remove());
});

describe("AssistantWidget: context from the host page (captureContext)", () => {
  test("gives the page's code blocks a button that adds a chip and opens the widget; the widget's own code is left alone", async () => {
    addCodeBlock("install", "npm install --global @nimbus/cli");
    const { events, fetch, user } = renderWidget([{ lines: answerLines("Run it once.\n\n```sh\nnimbus --version\n```") }]);
    await waitFor(() => expect(codeButtons()).toHaveLength(1));
    expect(codeButtons()[0]).toHaveAttribute("aria-label", "Ask AI about this code");
    act(() => codeButtons()[0]!.click());
    expect(await screen.findByRole("button", { name: /^Remove context: npm install/ })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(events).toContainEqual({ type: "context-added", item: { type: "code", value: "npm install --global @nimbus/cli", path: "/", elementId: "install" }, truncated: false });
    await askQuestion(user, "What does this do?");
    await screen.findByText("Run it once.");
    const body = fetch.requests[0]!.body as { context?: unknown };
    expect(body.context).toEqual([{ type: "code", value: "npm install --global @nimbus/cli", path: "/", elementId: "install" }]);
    // The answer's own code block is inside the widget: it gets no page-context button.
    expect(codeButtons()).toHaveLength(1);
  });

  test("captureContext={false}: no buttons and no selection action", () => {
    addCodeBlock("install", "npm i");
    renderWidget([], { captureContext: false });
    expect(codeButtons()).toHaveLength(0);
    expect(document.querySelector("docs-assistant-selection-action")).toBeNull();
  });

  test("codeBlockSelector picks which blocks get a button; unmounting removes everything it added", async () => {
    addCodeBlock("plain", "not code");
    const marked = addCodeBlock("marked", "nimbus deploy");
    marked.classList.add("language-sh");
    const { unmount } = renderWidget([], { codeBlockSelector: "pre.language-sh" });
    await waitFor(() => expect(codeButtons()).toHaveLength(1));
    expect(document.querySelector("docs-assistant-selection-action")).not.toBeNull();
    unmount();
    expect(codeButtons()).toHaveLength(0);
    expect(document.querySelector("docs-assistant-selection-action")).toBeNull();
  });
});
