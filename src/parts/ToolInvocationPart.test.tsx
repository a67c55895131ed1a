import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { markNotFoundPart, searchPart, toolPart } from "./exampleMessages";
import type { UIPart } from "./samePart";
import { ToolInvocationPart } from "./ToolInvocationPart";

function invocation(part: UIPart): ToolInvocation {
  if (part.type !== "tool-invocation") throw new Error("not a tool invocation");
  return part.toolInvocation;
}

function renderTool(part: UIPart) {
  const { container } = render(<ToolInvocationPart toolInvocation={invocation(part)} />);
  const root = container.querySelector('[data-part="tool-invocation"]');
  if (!(root instanceof HTMLElement)) throw new Error("no root");
  return root;
}

describe("ToolInvocationPart: search", () => {
  test("partial-call: the arguments are still arriving", () => {
    const root = renderTool(searchPart("partial-call", "install the widget"));
    expect(root).toHaveAttribute("data-state", "partial-call");
    expect(root).toHaveTextContent("Preparing a search…");
  });

  test("call: running, with the query", () => {
    const root = renderTool(searchPart("call", "install the widget"));
    expect(root).toHaveAttribute("data-state", "call");
    expect(root).toHaveTextContent("Searching the docs for “install the widget”…");
  });

  test("result: done, pages found in collapsible details, never their content", async () => {
    const user = userEvent.setup();
    const root = renderTool(searchPart("result", "install the widget"));
    expect(root).toHaveAttribute("data-state", "result");
    const summary = root.querySelector("summary")!;
    expect(summary).toHaveTextContent("Searched the docs for “install the widget”3 pages found");
    expect(root.querySelector("details")!.open).toBe(false);
    await user.click(summary);
    expect(root.querySelector("details")!.open).toBe(true);
    expect(screen.getByRole("link", { name: /Installation/ })).toHaveAttribute("href", "https://docs.example.com/guides/install");
    expect(root).not.toHaveTextContent("npm i …");
  });

  test("result in the 2025 bare-array shape reads the same", () => {
    const root = renderTool(searchPart("result", "install", undefined, "array"));
    expect(root).toHaveTextContent("3 pages found");
  });

  test("a search result URL with javascript: is no link", () => {
    const root = renderTool(
      searchPart("result", "q", [
        { path: "/a", url: "javascript:alert(1)", metadata: { title: "Evil result" } },
        { path: "javascript:alert(2)", metadata: { title: "Evil path" } },
      ]),
    );
    expect(screen.getByText("Evil result").closest("a")).toBeNull();
    expect(screen.getByText("Evil path").closest("a")).toBeNull();
    expect(root.querySelector("[href]")).toBeNull();
  });
});

describe("ToolInvocationPart: markNotFound", () => {
  test.each(["call", "result"] as const)("%s: not covered by the docs", (state) => {
    const root = renderTool(markNotFoundPart(state));
    expect(root).toHaveAttribute("data-state", state);
    expect(root).toHaveTextContent("Not covered by the docs");
  });
});

describe("ToolInvocationPart: any other tool", () => {
  test.each([
    ["partial-call", "Preparing getWeather…"],
    ["call", "Running getWeather…"],
    ["result", "Used getWeather"],
  ] as const)("%s: a readable line", (state, text) => {
    const root = renderTool(toolPart("getWeather", state, { city: "Berlin" }, { temperature: 21 }));
    expect(root).toHaveAttribute("data-state", state);
    expect(root).toHaveTextContent(text);
  });

  test("details show the arguments and the result as text, never as HTML or links", async () => {
    const user = userEvent.setup();
    const root = renderTool(
      toolPart("render", "result", { html: "<img src=x onerror=alert(1)>" }, { url: "javascript:alert(1)", body: "<script>x</script>" }),
    );
    await user.click(screen.getByText("Used render"));
    expect(screen.getByText("Arguments")).toBeInTheDocument();
    expect(screen.getByText("Result")).toBeInTheDocument();
    expect(root).toHaveTextContent("<img src=x onerror=alert(1)>");
    expect(root).toHaveTextContent('"url": "javascript:alert(1)"');
    expect(root.querySelector("img, script, [href]")).toBeNull();
  });

  test("a large result is cut short and says so", async () => {
    const user = userEvent.setup();
    const root = renderTool(toolPart("dump", "result", {}, { content: "y".repeat(50_000) }));
    await user.click(screen.getByText("Used dump"));
    const shown = root.querySelectorAll("pre")[1]!.textContent!;
    expect(shown.length).toBe(2000);
    expect(root).toHaveTextContent(/Showing the first 2,000 of 50,\d{3} characters\./);
  });
});

describe("ToolInvocationPart: a call whose message is done without its result", () => {
  test.each([
    [searchPart("partial-call", "install"), "The search did not finish"],
    [searchPart("call", "install"), "The search did not finish"],
    [toolPart("getWeather", "call", { city: "Berlin" }), "getWeather did not finish"],
  ])("shows as ended, not running (%#)", (part, text) => {
    const { container } = render(<ToolInvocationPart toolInvocation={invocation(part)} unfinished />);
    const root = container.querySelector('[data-part="tool-invocation"]')!;
    expect(root).toHaveAttribute("data-unfinished", "true");
    expect(root).toHaveTextContent(text);
    expect(root.textContent).not.toMatch(/…/);
  });

  test("a result is drawn as a result whatever the message says", () => {
    const { container } = render(<ToolInvocationPart toolInvocation={invocation(searchPart("result", "install"))} unfinished />);
    expect(container.querySelector('[data-part="tool-invocation"]')).not.toHaveAttribute("data-unfinished");
    expect(container).toHaveTextContent("Searched the docs for “install”");
  });
});

describe("ToolInvocationPart: a call the service reports as failed (v2's tool errors)", () => {
  test.each([
    [toolPart("search", "result", { query: "install" }, { type: "tool-error", errorText: "index offline" }), "The search failed"],
    [toolPart("getWeather", "result", { city: "Berlin" }, { type: "tool-error", errorText: "no such city" }), "getWeather failed"],
  ])("says it failed, not what it found (%#)", (part, text) => {
    const { container } = render(<ToolInvocationPart toolInvocation={invocation(part)} />);
    const root = container.querySelector('[data-part="tool-invocation"]')!;
    expect(root).toHaveAttribute("data-state", "result");
    expect(root).toHaveAttribute("data-failed", "true");
    expect(root).toHaveTextContent(text);
    expect(root.textContent).not.toMatch(/pages? found|Used /);
  });

  test("a result that only looks like an error somewhere inside is a result", () => {
    const { container } = render(<ToolInvocationPart toolInvocation={invocation(toolPart("getWeather", "result", { city: "Berlin" }, { forecast: { type: "tool-error" } }))} />);
    expect(container.querySelector('[data-part="tool-invocation"]')).not.toHaveAttribute("data-failed");
  });
});
