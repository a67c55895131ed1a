import { render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import { AssistantComponentsContext } from "./assistantComponents";
import { citationKey } from "./citationKey";
import { createCitations } from "./citations";
import { exampleMessage, markNotFoundPart, searchPart, stepStart, textPart } from "./exampleMessages";
import { MessageParts } from "./MessageParts";

beforeAll(async () => {
  await loadMarkdownBlocks();
});

const LINKED = "Install it with npm (see [Installation](https://docs.example.com/guides/install#npm) and [the config](/reference/config/)). Also [elsewhere](https://other.example/x).";

describe("MessageParts: citations readers trust", () => {
  test("sources appear once the answer is done: under a growing answer they would move with every line", () => {
    const searched = exampleMessage([stepStart, searchPart("result", "install"), stepStart]);
    const { container, rerender } = render(<MessageParts message={searched} isStreaming />);
    expect(screen.queryByRole("group", { name: "Sources" })).toBeNull();
    const streaming = exampleMessage([stepStart, searchPart("result", "install"), stepStart, textPart(LINKED)]);
    rerender(<MessageParts message={streaming} isStreaming />);
    expect(screen.queryByRole("group", { name: "Sources" })).toBeNull();
    // Its citations are numbered as they come.
    expect(container.querySelectorAll('[data-part="text"] .daw-cite')).toHaveLength(2);
    rerender(<MessageParts message={streaming} />);
    expect(screen.getByRole("group", { name: "Sources" })).toBeInTheDocument();
  });

  test("while only the search has answered, the message says it is still working (data-awaiting-text)", () => {
    const { container, rerender } = render(<MessageParts message={exampleMessage([searchPart("result", "install")])} isStreaming />);
    expect(container.querySelector(".daw-message-parts")).toHaveAttribute("data-awaiting-text", "true");
    rerender(<MessageParts message={exampleMessage([searchPart("result", "install"), textPart("To install")])} isStreaming />);
    expect(container.querySelector(".daw-message-parts")).not.toHaveAttribute("data-awaiting-text");
  });

  test("a link to a cited page carries the number it has in the list; other links none", () => {
    const { container } = render(<MessageParts message={exampleMessage([searchPart("result", "install"), textPart(LINKED)])} />);
    const text = container.querySelector<HTMLElement>('[data-part="text"]')!;
    const markers = [...text.querySelectorAll(".daw-cite")];
    expect(markers.map((marker) => marker.getAttribute("data-cite"))).toEqual(["1", "2"]);
    expect(markers[0]!.previousElementSibling).toHaveTextContent("Installation");
    expect(markers[0]).toHaveTextContent("source 1");
    expect(within(text).getByRole("link", { name: /elsewhere/ }).nextElementSibling).toBeNull();
    const listed = [...container.querySelectorAll('[data-part="source"]')].map((item) => [item.getAttribute("data-cite"), item.querySelector("a")?.textContent]);
    expect(listed.slice(0, 2)).toEqual([
      ["1", "Installation (opens in a new tab)"],
      ["2", "Configuration (opens in a new tab)"],
    ]);
  });

  test("a site's own Link still draws the answer's links; the number follows it", () => {
    function SpaLink(props: ComponentProps<"a">) {
      return <a {...props} data-spa-link="" />;
    }
    const { container } = render(
      <AssistantComponentsContext.Provider value={{ Link: SpaLink }}>
        <MessageParts message={exampleMessage([searchPart("result", "install"), textPart(LINKED)])} />
      </AssistantComponentsContext.Provider>,
    );
    const link = within(container.querySelector('[data-part="text"]') as HTMLElement).getByRole("link", { name: /Installation/ });
    expect(link).toHaveAttribute("data-spa-link");
    expect(link.nextElementSibling).toHaveAttribute("data-cite", "1");
  });

  test("a not-covered answer lists what it found as the closest pages, with no numbers in its text", () => {
    const { container } = render(
      <MessageParts message={exampleMessage([searchPart("result", "teleport"), markNotFoundPart(), textPart("The docs do not cover that. See [Installation](/guides/install).")])} />,
    );
    expect(screen.getByRole("group", { name: "Closest pages" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Sources" })).toBeNull();
    expect(container.querySelector('[data-part="text"] .daw-cite')).toBeNull();
  });

  test("the search line holds the whole query, isolated from the text around it (the line's width cuts it)", () => {
    const query = "how do I create a client import nimbus sdk const new apikey";
    const { container } = render(<MessageParts message={exampleMessage([searchPart("call", query, undefined, "object", "c1")])} isStreaming />);
    expect(container.querySelector(".daw-tool-status")).toHaveTextContent(`Searching the docs for “${query}”…`);
    expect(container.querySelector("bdi.daw-search-query")).toHaveTextContent(query);
  });
});

describe("createCitations", () => {
  test("matches a link to a page by its path, whatever its origin, fragment, query, trailing slash or .html", () => {
    const { number: lookup } = createCitations(
      [
        { id: "a", url: "https://docs.example.com/guides/install", title: "Install", path: "/guides/install" },
        { id: "b", url: "/reference/config", title: "Config" },
      ],
      new Map(),
      () => "",
    );
    expect(lookup("/guides/install#npm")).toBe(1);
    expect(lookup("https://docs.example.com/guides/install.html?x=1")).toBe(1);
    expect(lookup("/reference/config/")).toBe(2);
    expect(lookup("/guides")).toBeUndefined();
    expect(lookup("#top")).toBeUndefined();
    expect(lookup(undefined)).toBeUndefined();
    expect(citationKey("/")).toBe("/");
    expect(citationKey("#top")).toBeUndefined();
  });
});
