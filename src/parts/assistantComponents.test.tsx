import type { ToolInvocation } from "@ai-sdk/ui-utils";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import type { LinkProps } from "../markdown/markdownComponents";
import { AssistantComponentsContext, type AssistantComponents, type ToolViewProps } from "./assistantComponents";
import type { SourceListProps } from "./SourceList";
import type { SuggestionListProps } from "./SuggestionList";
import { exampleMessage, markNotFoundPart, searchPart, sourcePart, textPart, toolPart } from "./exampleMessages";
import { MessageParts } from "./MessageParts";
import type { UIPart } from "./samePart";
import { SuggestionList } from "./SuggestionList";
import { ToolInvocationPart } from "./ToolInvocationPart";

function invocation(part: UIPart): ToolInvocation {
  if (part.type !== "tool-invocation") throw new Error("not a tool invocation");
  return part.toolInvocation;
}

function withComponents(components: AssistantComponents, ui: React.ReactNode) {
  return <AssistantComponentsContext.Provider value={components}>{ui}</AssistantComponentsContext.Provider>;
}

/** A tool view that shows what it received. */
function recordingView(name: string) {
  const received: ToolViewProps[] = [];
  function View(props: ToolViewProps) {
    received.push(props);
    return <p data-testid={name}>{`${name}: ${props.toolInvocation.toolName} ${props.toolInvocation.state}${props.unfinished ? " unfinished" : ""}`}</p>;
  }
  return { View, received };
}

/** A link that shows it drew, with the props it got. */
const links: LinkProps[] = [];
function SpaLink(props: LinkProps) {
  links.push(props);
  return (
    <a {...props} data-spa-link="">
      {props.children}
    </a>
  );
}

beforeEach(() => {
  links.length = 0;
});

describe("components.tools and ToolFallback", () => {
  test("tools.search replaces the built-in search view, in every state, inside the same part wrapper", () => {
    const search = recordingView("my-search");
    const part = searchPart("call", "install the widget");
    const { container, rerender } = render(withComponents({ tools: { search: search.View } }, <ToolInvocationPart toolInvocation={invocation(part)} />));
    expect(screen.getByTestId("my-search")).toHaveTextContent("my-search: search call");
    expect(container.querySelector('[data-part="tool-invocation"]')).toHaveAttribute("data-state", "call");
    expect(screen.queryByText(/Searching the docs/)).toBeNull();
    expect(search.received.at(-1)!.toolInvocation).toBe(invocation(part));

    const result = searchPart("result", "install the widget");
    rerender(withComponents({ tools: { search: search.View } }, <ToolInvocationPart toolInvocation={invocation(result)} />));
    expect(screen.getByTestId("my-search")).toHaveTextContent("my-search: search result");
    expect(search.received.at(-1)!.toolInvocation).toBe(invocation(result));
  });

  test("a custom tool by name gets its invocation; an unfinished call says so", () => {
    const weather = recordingView("weather");
    const part = toolPart("getWeather", "call", { city: "Oslo" });
    const { container } = render(withComponents({ tools: { getWeather: weather.View } }, <ToolInvocationPart toolInvocation={invocation(part)} unfinished />));
    expect(screen.getByTestId("weather")).toHaveTextContent("weather: getWeather call unfinished");
    expect(weather.received.at(-1)).toEqual({ toolInvocation: invocation(part), unfinished: true });
    expect(container.querySelector('[data-part="tool-invocation"]')).toHaveAttribute("data-unfinished", "true");
  });

  test("ToolFallback draws tools that tools does not name, not the built-in ones", () => {
    const fallback = recordingView("fallback");
    const components = { ToolFallback: fallback.View };
    render(
      withComponents(
        components,
        <>
          <ToolInvocationPart toolInvocation={invocation(toolPart("lookup", "result", { id: 1 }, { ok: true }))} />
          <ToolInvocationPart toolInvocation={invocation(searchPart("call", "q"))} />
          <ToolInvocationPart toolInvocation={invocation(markNotFoundPart())} />
        </>,
      ),
    );
    expect(screen.getAllByTestId("fallback")).toHaveLength(1);
    expect(screen.getByTestId("fallback")).toHaveTextContent("fallback: lookup result");
    expect(screen.getByText(/Searching the docs/)).toBeInTheDocument();
    expect(screen.getByText("Not covered by the docs")).toBeInTheDocument();
  });

  test("a tool named after an Object method finds no view but the fallback", () => {
    render(withComponents({ tools: {} }, <ToolInvocationPart toolInvocation={invocation(toolPart("constructor", "call", {}))} />));
    expect(screen.getByText("Running constructor…")).toBeInTheDocument();
  });
});

describe("components.Link", () => {
  test("draws cited sources and search results, with the policy's href", async () => {
    const user = userEvent.setup();
    const message = exampleMessage([
      searchPart("result", "install"),
      textPart("See the guide.\n\n```suggestions\n(How do I theme it?)[/guides/theming]\n(Is there a CLI?)\n```"),
      sourcePart("https://docs.example.com/guides/install", "Installation"),
      sourcePart("/guides/faq", "FAQ"),
    ]);
    render(withComponents({ Link: SpaLink }, <MessageParts message={message} />));
    const sources = screen.getByRole("group", { name: "Sources" });
    expect(within(sources).getByRole("link", { name: /Installation/ })).toHaveAttribute("data-spa-link");
    expect(within(sources).getByRole("link", { name: "/guides/faq" })).toHaveAttribute("data-spa-link");
    expect(links).toContainEqual(expect.objectContaining({ href: "/guides/faq", className: "daw-source-link" }));
    expect(links).toContainEqual(expect.objectContaining({ href: "https://docs.example.com/guides/install", target: "_blank", rel: expect.stringContaining("noopener") }));

    // A suggestion is one button that asks it: none is a link.
    const suggestions = screen.getByRole("group", { name: "Suggested questions" });
    expect(within(suggestions).queryAllByRole("link")).toHaveLength(0);

    await user.click(screen.getByText(/Searched the docs/));
    const searchLinks = screen.getAllByRole("link", { name: /Installation/ });
    expect(searchLinks.every((link) => link.hasAttribute("data-spa-link"))).toBe(true);
  });

  test("a refused URL never reaches it", () => {
    render(
      withComponents(
        { Link: SpaLink },
        <>
          <MessageParts message={exampleMessage([textPart("An answer."), sourcePart("javascript:alert(1)", "Evil source")])} />
          <SuggestionList suggestions={[{ text: "Evil?", path: "javascript:alert(2)" }]} />
        </>,
      ),
    );
    expect(screen.getByText("Evil source").closest("a")).toBeNull();
    expect(links).toEqual([]);
  });
});

describe("components.SourceList and components.SuggestionList", () => {
  const answer = () =>
    exampleMessage([
      searchPart("result", "install"),
      textPart("See [the FAQ](/guides/faq), then [the guide](/guides/install).\n\n```suggestions\n(How do I theme it?)[/guides/theming]\n(Evil?)[javascript:alert(1)]\n```"),
      sourcePart("/guides/install", "Installation"),
      sourcePart("/guides/faq", "FAQ"),
    ]);

  test("replace the list of cited pages and the follow-up questions, with the documented props", async () => {
    const user = userEvent.setup();
    const sourceProps: SourceListProps[] = [];
    const suggestionProps: SuggestionListProps[] = [];
    const components: AssistantComponents = {
      SourceList: (props) => (sourceProps.push(props), <ol data-testid="my-sources">{props.pages.map((page) => <li key={page.id}>{page.title}</li>)}</ol>),
      SuggestionList: (props) => (
        suggestionProps.push(props),
        (
          <div data-testid="my-suggestions">
            {props.suggestions.map((suggestion) => (
              <button key={suggestion.text} type="button" onClick={() => props.onSuggestionClick?.(suggestion)}>
                {suggestion.text}
              </button>
            ))}
          </div>
        )
      ),
    };
    const onSourceClick = vi.fn();
    const onSuggestionClick = vi.fn();
    render(withComponents(components, <MessageParts message={answer()} onSourceClick={onSourceClick} onSuggestionClick={onSuggestionClick} />));

    // The widget's own lists are not drawn.
    expect(screen.queryByRole("group", { name: "Sources" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Suggested questions" })).toBeNull();
    expect(within(screen.getByTestId("my-sources")).getAllByRole("listitem")).toHaveLength(2);
    // The pages in the order the answer cites (and numbers) them, their kind, and a way to report a click.
    const sources = sourceProps.at(-1)!;
    expect(sources.pages.map((page) => page.url)).toEqual(["/guides/faq", "https://docs.example.com/guides/install"]);
    expect(sources.kind).toBe("sources");
    sources.onSourceClick!(sources.pages[1]!);
    expect(onSourceClick).toHaveBeenCalledWith(expect.objectContaining({ url: "https://docs.example.com/guides/install" }));

    // Each suggestion's path has passed the URL policy before the view sees it.
    expect(suggestionProps.at(-1)!.suggestions).toEqual([{ text: "How do I theme it?", path: "/guides/theming" }, { text: "Evil?" }]);
    await user.click(within(screen.getByTestId("my-suggestions")).getByRole("button", { name: "How do I theme it?" }));
    expect(onSuggestionClick).toHaveBeenCalledWith({ text: "How do I theme it?", path: "/guides/theming" });
  });

  test("the pages of an answer the docs do not cover come as kind closest; nothing is drawn while it streams or when there is none", () => {
    const sourceProps: SourceListProps[] = [];
    const components: AssistantComponents = {
      SourceList: (props) => (sourceProps.push(props), <p data-testid="my-sources">{props.kind}</p>),
      SuggestionList: () => <p data-testid="my-suggestions" />,
    };
    const notCovered = exampleMessage([markNotFoundPart(), textPart("The docs do not cover this."), sourcePart("/guides/faq", "FAQ")]);
    const { rerender } = render(withComponents(components, <MessageParts message={notCovered} />));
    expect(screen.getByTestId("my-sources")).toHaveTextContent("closest");
    rerender(withComponents(components, <MessageParts message={answer()} isStreaming />));
    expect(screen.queryByTestId("my-sources")).toBeNull();
    expect(screen.queryByTestId("my-suggestions")).toBeNull();
    rerender(withComponents(components, <MessageParts message={exampleMessage([textPart("No sources, no suggestions.")])} />));
    expect(screen.queryByTestId("my-sources")).toBeNull();
    expect(screen.queryByTestId("my-suggestions")).toBeNull();
  });
});

describe("components in a server render", () => {
  test("renderToString with custom components does not throw and uses them", () => {
    const search = recordingView("ssr-search");
    const html = renderToString(
      withComponents(
        { Link: SpaLink, tools: { search: search.View }, ToolFallback: recordingView("ssr-fallback").View, CodeBlock: ({ code }) => <pre data-ssr-code="">{code}</pre> },
        <MessageParts message={exampleMessage([searchPart("call", "q"), toolPart("other", "call", {}), textPart("```js\nx()\n```"), sourcePart("/a", "A page")])} />,
      ),
    );
    expect(html).toContain("ssr-search: search call");
    expect(html).toContain("ssr-fallback: other call");
    expect(html).toContain("data-spa-link");
  });
});
