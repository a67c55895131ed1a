import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { answerLines } from "../chat/testing/replyLines";
import { createScriptedFetch } from "../chat/testing/scriptedFetch";
import type { LinkProps } from "../markdown/markdownComponents";
import type { ToolViewProps } from "../parts/assistantComponents";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistant } from "./assistantContext";
import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { AssistantLauncher } from "./AssistantLauncher";
import { AssistantMessage } from "./AssistantMessage";
import { AssistantPanel } from "./AssistantPanel";
import { AssistantRoot } from "./AssistantRoot";
import { AssistantTranscript } from "./AssistantTranscript";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

const INSTALL_RESULTS = [{ path: "/guides/install", url: "/guides/install", metadata: { title: "Install guide" } }];

describe("parts outside their root", () => {
  function Message() {
    return <AssistantMessage message={{ id: "m", role: "user", content: "Hi", parts: [{ type: "text", text: "Hi" }] }} />;
  }
  function Hook() {
    useAssistant();
    return null;
  }
  test.each<[string, () => ReactNode]>([
    ["AssistantLauncher", () => <AssistantLauncher />],
    ["AssistantPanel", () => <AssistantPanel />],
    ["AssistantTranscript", () => <AssistantTranscript />],
    ["AssistantMessage", Message],
    ["AssistantComposer", () => <AssistantComposer />],
    ["AssistantContextChips", () => <AssistantContextChips />],
    ["AssistantErrorAlert", () => <AssistantErrorAlert />],
    ["useAssistant", Hook],
  ])("%s throws a named error", (name, Part) => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Part />)).toThrow(`\`${name}\` must be used inside \`AssistantRoot\``);
    quiet.mockRestore();
  });

  test("AssistantLauncher in an inline root says it needs popover mode", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<AssistantRoot domain="d" apiKey="svc_dsc_x" mode="inline"><AssistantLauncher /></AssistantRoot>)).toThrow(/`AssistantLauncher` needs an `AssistantRoot` with mode="popover"/);
    quiet.mockRestore();
  });
});

describe("a custom layout", () => {
  test("the root and the panel in the site's own aside, no launcher: asks and shows the answer", async () => {
    const user = userEvent.setup();
    const fetch = createScriptedFetch([{ lines: answerLines("Install it with npm.", { search: { query: "install", results: INSTALL_RESULTS } }) }]);
    render(
      <div className="site-layout">
        <main>Docs page</main>
        <aside aria-label="Assistant sidebar">
          <AssistantRoot domain="custom-layout" apiKey="svc_dsc_test_key" fetch={fetch} mode="inline" title="Ask the docs">
            <AssistantPanel />
          </AssistantRoot>
        </aside>
      </div>,
    );
    const aside = screen.getByRole("complementary", { name: "Assistant sidebar" });
    expect(within(aside).getByRole("region", { name: "Ask the docs" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
    await askQuestion(user, "How do I install it?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install it with npm."));
    expect(fetch.requests[0]!.url).toContain("/discovery/v1/assistant/custom-layout/message");
  });

  test("the pieces without AssistantPanel, with a site's own status line from useAssistant", async () => {
    const user = userEvent.setup();
    const fetch = createScriptedFetch([{ lines: answerLines("Pieces work.") }]);
    function Status() {
      const { chat } = useAssistant();
      return <p data-testid="status">{chat.status}</p>;
    }
    render(
      <AssistantRoot domain="pieces" apiKey="svc_dsc_test_key" fetch={fetch} mode="inline">
        <section aria-label="My assistant">
          <AssistantTranscript />
          <AssistantContextChips />
          <AssistantComposer />
          <Status />
        </section>
      </AssistantRoot>,
    );
    await askQuestion(user, "Do pieces work?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Pieces work."));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("ready"));
  });
});

describe("AssistantWidget components", () => {
  test("Link draws the cited sources of an answer with the policy's href; a custom search view replaces the built-in one", async () => {
    const links: LinkProps[] = [];
    const searches: ToolViewProps[] = [];
    const components = {
      Link: (props: LinkProps) => (links.push(props), <a {...props} data-spa="" />),
      tools: {
        search: (props: ToolViewProps) => (searches.push(props), <p data-testid="my-search">{`searched: ${props.toolInvocation.state}`}</p>),
      },
    };
    const { user } = renderWidget(
      [{ lines: answerLines("Read the guide.", { search: { query: "install", results: INSTALL_RESULTS }, sources: [{ id: "s1", url: "/guides/install", title: "Install guide" }] }) }],
      { components },
    );
    await openWidget(user);
    await askQuestion(user, "Install?");
    const answer = await waitFor(() => {
      const [message] = messagesOf("assistant");
      expect(message).toHaveTextContent("Read the guide.");
      return message!;
    });
    const source = await within(answer).findByRole("link", { name: /Install guide/ });
    expect(source).toHaveAttribute("data-spa");
    expect(links).toContainEqual(expect.objectContaining({ href: "/guides/install" }));
    expect(within(answer).getByTestId("my-search")).toHaveTextContent("searched: result");
    expect(searches.at(-1)!.toolInvocation).toMatchObject({ toolName: "search", args: { query: "install" } });
    expect(answer.querySelector('[data-part="tool-invocation"]')).toHaveAttribute("data-state", "result");
  });

  test("CodeBlock draws the fenced code of an answer", async () => {
    const blocks: Array<{ code: string; language?: string }> = [];
    const components = { CodeBlock: (props: { code: string; language?: string }) => (blocks.push(props), <pre data-testid="my-code">{props.code}</pre>) };
    const { user } = renderWidget([{ lines: answerLines("Run this:\n\n```bash\nnpm i docs-assistant-widget\n```\n") }], { components });
    await openWidget(user);
    await askQuestion(user, "How?");
    // The block is drawn while the answer streams, then again when its fence closes: wait for the whole code.
    await waitFor(() => expect(screen.getByTestId("my-code")).toHaveTextContent("npm i docs-assistant-widget"));
    await waitFor(() => expect(blocks.at(-1)).toEqual({ code: "npm i docs-assistant-widget", language: "bash" }));
  });
});
