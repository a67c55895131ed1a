import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { safeUrl } from "../markdown/urlPolicy";
import {
  ADVERSARIAL_ANSWER,
  EXAMPLE_ANSWER,
  exampleMessage,
  markNotFoundPart,
  reasoningPart,
  searchPart,
  sourcePart,
  stepStart,
  textPart,
  toolPart,
} from "./exampleMessages";
import { MessageParts } from "./MessageParts";
import { DEFAULT_PART_LABELS, PartLabelsContext } from "./partLabels";
import type { UIPart } from "./samePart";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

const FULL = exampleMessage([
  stepStart,
  reasoningPart("I should search the docs."),
  searchPart("result", "install"),
  stepStart,
  textPart(EXAMPLE_ANSWER),
  sourcePart("https://docs.example.com/guides/install", "Installation (duplicate)"),
  sourcePart("https://blog.example.com/widget", "Launch post"),
]);

describe("MessageParts", () => {
  test("every part in order with its data-part hook, then the sources its text cites, then suggestions", () => {
    const { container } = render(<MessageParts message={FULL} />);
    const hooks = [...container.querySelectorAll("[data-part]")].map((element) => element.getAttribute("data-part"));
    expect(hooks).toEqual(["step-start", "reasoning", "tool-invocation", "step-start", "text", "source", "source"]);
    const sources = within(screen.getByRole("group", { name: "Sources" })).getAllByRole("listitem");
    expect(sources.map((item) => item.textContent)).toEqual(["1Configuration (opens in a new tab)", "2/guides/faq"]);
    expect(screen.getAllByRole("button", { name: /\?$/ }).map((button) => button.textContent)).toEqual([
      "How do I change the theme?",
      "Can I use it without React?",
    ]);
  });

  test("clicks on suggestions and sources reach the callbacks", async () => {
    const user = userEvent.setup();
    const onSuggestionClick = vi.fn();
    const onSourceClick = vi.fn();
    render(<MessageParts message={FULL} onSuggestionClick={onSuggestionClick} onSourceClick={onSourceClick} />);
    await user.click(screen.getByRole("button", { name: "Can I use it without React?" }));
    expect(onSuggestionClick).toHaveBeenCalledWith({ text: "Can I use it without React?", path: "/guides/script-tag" });
    const link = within(screen.getByRole("group", { name: "Sources" })).getByRole("link", { name: "/guides/faq" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(onSourceClick).toHaveBeenCalledWith(expect.objectContaining({ url: "/guides/faq" }));
  });

  test("while streaming: no suggestions yet, reasoning open when it is the last part", () => {
    const { container, rerender } = render(<MessageParts message={FULL} isStreaming />);
    expect(screen.queryByRole("group", { name: "Suggested questions" })).toBeNull();
    rerender(<MessageParts message={exampleMessage([reasoningPart("hmm")])} isStreaming />);
    expect((container.querySelector('[data-part="reasoning"]') as HTMLDetailsElement).open).toBe(true);
  });

  test("a tool call without a result runs while its message streams, and ends with it", () => {
    const message = exampleMessage([searchPart("call", "install", undefined, "object", "c1")]);
    const { container, rerender } = render(<MessageParts message={message} isStreaming />);
    const tool = () => container.querySelector('[data-part="tool-invocation"]')!;
    expect(tool()).toHaveTextContent("Searching the docs for “install”…");
    rerender(<MessageParts message={message} />);
    expect(tool()).toHaveAttribute("data-state", "call");
    expect(tool()).toHaveTextContent("The search did not finish");
  });

  test("every tool state and markNotFound render with their data-state", () => {
    const { container } = render(
      <MessageParts
        message={exampleMessage([
          searchPart("partial-call", "a", undefined, "object", "c1"),
          searchPart("call", "b", undefined, "object", "c2"),
          searchPart("result", "c", undefined, "object", "c3"),
          markNotFoundPart(),
          toolPart("somethingNew", "result", { x: 1 }, { y: 2 }),
        ])}
      />,
    );
    const states = [...container.querySelectorAll('[data-part="tool-invocation"]')].map((element) => element.getAttribute("data-state"));
    expect(states).toEqual(["partial-call", "call", "result", "result", "result"]);
    expect(screen.getByText("Not covered by the docs")).toBeInTheDocument();
    expect(screen.getByText("Used somethingNew")).toBeInTheDocument();
  });

  test("unknown part types render nothing and warn once per type, never crash", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const file: UIPart = { type: "file", mimeType: "image/png", data: "aGk=" };
    const future = { type: "data-future-thing", value: 1 } as unknown as UIPart;
    const message = exampleMessage([file, textPart("Hello"), future, file, future]);
    const { container, rerender } = render(<MessageParts message={message} />);
    rerender(<MessageParts message={structuredClone(message)} />);
    expect(container.querySelector("[data-part]")).toHaveAttribute("data-part", "text");
    expect(screen.getByText("Hello")).toBeInTheDocument();
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((text) => text.includes('"file"'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('"data-future-thing"'))).toHaveLength(1);
  });

  test("labels come from PartLabelsContext", () => {
    render(
      <PartLabelsContext.Provider value={{ ...DEFAULT_PART_LABELS, sources: "Quellen", closestPages: "Nächste Seiten", notFound: "Nicht in der Doku" }}>
        <MessageParts message={exampleMessage([markNotFoundPart(), textPart("Nicht abgedeckt."), sourcePart("/a", "A")])} />
        <MessageParts message={exampleMessage([textPart("Siehe [A](/a)."), sourcePart("/a", "A")])} />
      </PartLabelsContext.Provider>,
    );
    expect(screen.getByRole("group", { name: "Nächste Seiten" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Quellen" })).toBeInTheDocument();
    expect(screen.getByText("Nicht in der Doku")).toBeInTheDocument();
  });
});

describe("MessageParts: javascript: from every place a URL can come from", () => {
  const message = exampleMessage([
    searchPart("result", "evil", [
      { path: "/ok", url: "javascript:alert('search url')", metadata: { title: "Search hit" } },
      { path: "JaVaScRiPt:alert('search path')", metadata: { title: "Search path" } },
    ]),
    toolPart("fetchPage", "result", { url: "javascript:alert('args')" }, { link: "javascript:alert('result')" }),
    textPart(ADVERSARIAL_ANSWER),
    sourcePart("javascript:alert('source')", "Source part"),
    sourcePart("&#106;avascript:alert('entity source')", "Entity source"),
  ]);

  test("no href or src in the DOM fails the URL policy; no script, image or svg", async () => {
    const user = userEvent.setup();
    const onSuggestionClick = vi.fn();
    const { container } = render(<MessageParts message={message} onSuggestionClick={onSuggestionClick} />);
    for (const summary of container.querySelectorAll("summary")) await user.click(summary);
    const urls = [...container.querySelectorAll("[href], [src]")].map((element) => element.getAttribute("href") ?? element.getAttribute("src"));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(safeUrl(url)).toBe(url);
    expect(urls.join(" ")).not.toMatch(/javascript|&#106;/i);
    expect(container.querySelector("script, img, svg, iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror=|onload=/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Evil follow-up" }));
    expect(onSuggestionClick).toHaveBeenCalledWith({ text: "Evil follow-up" });
    for (const title of ["Search hit", "Source part", "Entity source"]) {
      expect(screen.getAllByText(title).every((element) => element.closest("a") === null)).toBe(true);
    }
  });
});
