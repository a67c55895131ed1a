import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SuggestionList } from "./SuggestionList";

describe("SuggestionList", () => {
  test("each suggestion is a button that asks it", async () => {
    const user = userEvent.setup();
    const onSuggestionClick = vi.fn();
    render(
      <SuggestionList
        suggestions={[{ text: "How do I theme it?", path: "/guides/theming" }, { text: "Is there a CLI?" }]}
        onSuggestionClick={onSuggestionClick}
      />,
    );
    expect(screen.getByRole("group", { name: "Suggested questions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "How do I theme it?" }));
    expect(onSuggestionClick).toHaveBeenLastCalledWith({ text: "How do I theme it?", path: "/guides/theming" });
    await user.click(screen.getByRole("button", { name: "Is there a CLI?" }));
    expect(onSuggestionClick).toHaveBeenLastCalledWith({ text: "Is there a CLI?" });
  });

  test.each(["javascript:alert(1)", " JAVASCRIPT:alert(1)", "&#106;avascript:alert(1)", "data:text/html,x", "vbscript:x"])(
    "an unsafe path is dropped before it reaches anyone: %s",
    async (path) => {
      const user = userEvent.setup();
      const onSuggestionClick = vi.fn();
      const { container } = render(<SuggestionList suggestions={[{ text: "Evil", path }]} onSuggestionClick={onSuggestionClick} />);
      await user.click(screen.getByRole("button", { name: "Evil" }));
      expect(onSuggestionClick).toHaveBeenCalledWith({ text: "Evil" });
      expect(container.querySelector("[href]")).toBeNull();
    },
  );

  test("no suggestions, nothing", () => {
    const { container } = render(<SuggestionList suggestions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
