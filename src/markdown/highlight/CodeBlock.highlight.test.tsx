import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeBlock } from "../CodeBlock";
import { loadMarkdownBlocks } from "../loadMarkdownBlocks";
import { StreamingMarkdown } from "../StreamingMarkdown";
import { CodeBlockClosedContext } from "./CodeBlockClosedContext";
import { highlightCode } from "./highlightCode";

// A grammar chunk that cannot load (offline, blocked by the site's CSP).
vi.mock("refractor/python", () => Promise.reject(new Error("chunk failed to load")));

const TS = "interface User { name: string }\nconst user: User = { name: 'Ada' }; // who\n";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

describe("CodeBlock: highlighting", () => {
  test("a closed ts block gets coloured tokens, the same text, and its language named", async () => {
    const { container } = render(<CodeBlock code={TS} language="ts" />);
    const code = container.querySelector("code")!;
    await vi.waitFor(() => expect(code).toHaveAttribute("data-highlighted"));
    expect(code.querySelector(".daw-hl-keyword")).toHaveTextContent("interface");
    expect(code.querySelector(".daw-hl-string")).toHaveTextContent("'Ada'");
    expect(code.querySelector(".daw-hl-comment")).toHaveTextContent("// who");
    expect(code.textContent).toBe(TS);
    expect(container.querySelector(".daw-code-language")).toHaveTextContent("TypeScript");
    expect(screen.getByRole("button", { name: "Copy TypeScript code" })).toBeInTheDocument();
  });

  test("a block that still streams stays plain and loads nothing, then is coloured once closed", async () => {
    const view = (closed: boolean) => (
      <>
        <CodeBlockClosedContext.Provider value={closed}>
          <div data-testid="streaming">
            <CodeBlock code={TS} language="ts" />
          </div>
        </CodeBlockClosedContext.Provider>
        <div data-testid="closed">
          <CodeBlock code={TS} language="ts" />
        </div>
      </>
    );
    const { rerender } = render(view(false));
    // The closed block after it is coloured: had the streaming one asked (first), it would be coloured by then.
    await vi.waitFor(() => expect(screen.getByTestId("closed").querySelector(".daw-hl-keyword")).not.toBeNull());
    expect(screen.getByTestId("streaming").querySelector("[class^=daw-hl-]")).toBeNull();
    expect(screen.getByTestId("streaming").querySelector("code")!.textContent).toBe(TS);
    rerender(view(true));
    await vi.waitFor(() => expect(screen.getByTestId("streaming").querySelector(".daw-hl-keyword")).not.toBeNull());
  });

  test("once its grammar has loaded, a short block is coloured in the render that closes it, not a commit later", async () => {
    const { rerender } = render(<CodeBlock code={`${TS}// first\n`} language="ts" />);
    await vi.waitFor(() => expect(document.querySelector(".daw-hl-keyword")).not.toBeNull());
    const view = (closed: boolean) => (
      <CodeBlockClosedContext.Provider value={closed}>
        <CodeBlock code={`${TS}// second\n`} language="ts" />
      </CodeBlockClosedContext.Provider>
    );
    rerender(view(false));
    expect(document.querySelector("code")).not.toHaveAttribute("data-highlighted");
    rerender(view(true));
    // No waiting: the render that closed it drew the colours.
    expect(document.querySelector("code")).toHaveAttribute("data-highlighted");
    expect([...document.querySelectorAll(".daw-hl-comment")].at(-1)).toHaveTextContent("// second");
  });

  test("the closed prop wins over the pipeline's context", async () => {
    render(
      <>
        <div data-testid="streaming">
          <CodeBlock code={TS} language="ts" closed={false} />
        </div>
        <div data-testid="closed">
          <CodeBlockClosedContext.Provider value={false}>
            <CodeBlock code={TS} language="ts" closed />
          </CodeBlockClosedContext.Provider>
        </div>
      </>,
    );
    await vi.waitFor(() => expect(screen.getByTestId("closed").querySelector(".daw-hl-keyword")).not.toBeNull());
    expect(screen.getByTestId("streaming").querySelector("[class^=daw-hl-]")).toBeNull();
  });

  test("an unknown language stays plain and is named as the fence wrote it; no language names nothing", async () => {
    const { container } = render(
      <>
        <CodeBlock code="frobnicate --all" language="nimbusql" />
        <CodeBlock code="plain words" />
      </>,
    );
    const [unknown, none] = Array.from(container.querySelectorAll(".daw-code-block"));
    expect(await highlightCode("frobnicate --all", "nimbusql")).toBeNull();
    expect(unknown!.querySelector(".daw-code-language")).toHaveTextContent(/^nimbusql$/);
    expect(unknown!.querySelector("[class^=daw-hl-]")).toBeNull();
    expect(none!.querySelector(".daw-code-language")).toHaveTextContent(/^$/);
    expect(none!.textContent).not.toMatch(/Code/);
  });

  test("a grammar that fails to load leaves the block plain", async () => {
    const source = "def greet(name):\n    return f'hi {name}'";
    const { container } = render(<CodeBlock code={source} language="python" />);
    expect(await highlightCode(source, "python")).toBeNull();
    expect(container.querySelector(".daw-code-language")).toHaveTextContent("Python");
    expect(container.querySelector("[class^=daw-hl-]")).toBeNull();
    expect(container.querySelector("code")!.textContent).toBe(source);
  });

  test("the wrap toggle is a pressed/unpressed button that wraps the block's lines", async () => {
    const { container } = render(<CodeBlock code={"x".repeat(300)} language="ts" />);
    const wrap = within(container.querySelector(".daw-code-header") as HTMLElement).getByRole("button", { name: "Wrap" });
    const pre = container.querySelector("pre")!;
    expect(wrap).toHaveAttribute("aria-pressed", "false");
    expect(pre).toHaveAttribute("data-wrap", "false");
    await userEvent.click(wrap);
    expect(wrap).toHaveAttribute("aria-pressed", "true");
    expect(pre).toHaveAttribute("data-wrap", "true");
    await userEvent.click(wrap);
    expect(wrap).toHaveAttribute("aria-pressed", "false");
  });

  test("through StreamingMarkdown a finished answer's ts block is coloured", async () => {
    const { container } = render(<StreamingMarkdown markdown={"Try this:\n\n```ts\n" + TS + "```\n"} />);
    await vi.waitFor(() => expect(container.querySelector(".daw-code-block .daw-hl-keyword")).not.toBeNull());
  });
});
