import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import * as messageParts from "../../stories/parts/MessageParts.stories";
import * as reasoningPart from "../../stories/parts/ReasoningPart.stories";
import * as sourceList from "../../stories/parts/SourceList.stories";
import * as stepStartPart from "../../stories/parts/StepStartPart.stories";
import * as suggestionList from "../../stories/parts/SuggestionList.stories";
import * as textPart from "../../stories/parts/TextPart.stories";
import * as toolInvocationPart from "../../stories/parts/ToolInvocationPart.stories";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

// Every part story renders (in StrictMode, inside .daw-root) without a React error and loads nothing.
const storyFiles = { messageParts, reasoningPart, sourceList, stepStartPart, suggestionList, textPart, toolInvocationPart };

const cases: Array<[string, ComponentType]> = Object.entries(storyFiles).flatMap(([file, stories]) =>
  Object.entries(composeStories(stories as Parameters<typeof composeStories>[0])).map(
    ([name, Story]): [string, ComponentType] => [`${file} ${name}`, Story as unknown as ComponentType],
  ),
);

describe("part stories", () => {
  test.each(cases)("%s renders", (_name, Story) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const { container } = render(<Story />);
    expect(container.querySelector(".daw-root")).not.toBeNull();
    expect(container.querySelector("script, img, svg, iframe, object, embed")).toBeNull();
    for (const element of container.querySelectorAll("[href]")) expect(element.getAttribute("href")).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(error).not.toHaveBeenCalled();
  });

  test("there is a story per part type and tool state", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });
});
