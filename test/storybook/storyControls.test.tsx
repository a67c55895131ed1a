import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import preview from "../../.storybook/preview";
import * as sourceListStories from "../../stories/parts/SourceList.stories";
import * as textPartStories from "../../stories/parts/TextPart.stories";
import * as widgetStories from "../../stories/widget/AssistantWidget.stories";

/** Controls edit a story's args: each edited arg must reach the component. */
const widget = composeStories(widgetStories, preview);
const sourceList = composeStories(sourceListStories, preview);
const textPart = composeStories(textPartStories, preview);

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
});

describe("story controls", () => {
  test("the widget's launcher label, title, theme and example questions follow their args", async () => {
    const { rerender } = render(<widget.OpenEmpty title="Acme docs" launcherLabel="Help" theme="dark" exampleQuestions={["What is Acme?"]} />);
    const dialog = await screen.findByRole("dialog", { name: "Acme docs" });
    expect(screen.getByRole("button", { name: "Help" })).toBeInTheDocument();
    expect(dialog.closest("[data-theme]")).toHaveAttribute("data-theme", "dark");
    expect(within(dialog).getByRole("button", { name: "What is Acme?" })).toBeInTheDocument();
    rerender(<widget.OpenEmpty title="Acme handbook" launcherLabel="Help" theme="light" exampleQuestions={["What is Acme?"]} />);
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Acme handbook" }).closest("[data-theme]")).toHaveAttribute("data-theme", "light"));
  });

  test("mode switches the popover for an inline region, and labels rename what they name", async () => {
    render(<widget.OpenEmpty mode="inline" labels={{ messageBox: "Question", send: "Go" }} />);
    const region = await screen.findByRole("region", { name: "Docs assistant" });
    expect(within(region).getByRole("textbox", { name: "Question" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Go" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("the French story shows the French labels", async () => {
    render(<widget.French />);
    expect(await screen.findByRole("dialog", { name: "Assistant de la documentation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeInTheDocument();
  });

  test("part stories render their args", async () => {
    render(<sourceList.Sources pages={[{ id: "x", url: "/guides/x", title: "A page from the controls" }]} />);
    expect(screen.getByRole("link", { name: "A page from the controls" })).toBeInTheDocument();
    render(<textPart.MarkdownWithCode text={"Edited **in the controls**"} />);
    expect((await screen.findByText("in the controls")).tagName).toBe("STRONG");
  });
});
