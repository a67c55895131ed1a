import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";
import { FRENCH_LABELS } from "./labels/fr";

afterEach(() => sessionStorage.clear());

describe("the panel's header: words a reader recognizes, a menu for the rarer actions, a way back", () => {
  test("New conversation shows its word; Conversations and the menu are named buttons", async () => {
    const { user } = renderWidget([]);
    await openWidget(user);
    const header = screen.getByRole("dialog").querySelector("header")!;
    const fresh = within(header).getByRole("button", { name: "New conversation" });
    expect(fresh).toHaveTextContent("New");
    expect(within(header).getByRole("button", { name: "Conversations" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: "More actions" })).toHaveAttribute("aria-haspopup", "menu");
    expect(within(header).getByRole("button", { name: "Close" })).toBeInTheDocument();
    // Five icons once; now three, each with a name a reader hears, and one word.
    expect(within(header).getAllByRole("button")).toHaveLength(4);
  });

  test("the menu by keyboard: ArrowDown opens it on its first item, arrows wrap, Escape closes the menu (not the panel) and focus goes back to its button", async () => {
    const { user } = renderWidget([]);
    await openWidget(user);
    const more = screen.getByRole("button", { name: "More actions" });
    more.focus();
    await user.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu", { name: "More actions" });
    expect(more).toHaveAttribute("aria-expanded", "true");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Copy conversation", "Expand to sidebar"]);
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(items[1]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
    // ArrowUp opens it on its last item; Tab leaves and closes it.
    await user.keyboard("{ArrowUp}");
    expect(within(await screen.findByRole("menu")).getAllByRole("menuitem").at(-1)).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();
    // A click elsewhere closes it too.
    await user.click(more);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Message" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  test("Conversations has a way back: Back to the conversation returns to it, focused on the message box", async () => {
    const { user } = renderWidget([{ lines: answerLines("Here it is.") }]);
    await openWidget(user);
    await askQuestion(user, "Where is it?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Here it is."));
    await user.click(screen.getByRole("button", { name: "Conversations" }));
    const list = await screen.findByRole("region", { name: "Conversations" });
    await user.click(within(list).getByRole("button", { name: "Back to the conversation" }));
    expect(screen.queryByRole("region", { name: "Conversations" })).toBeNull();
    expect(messagesOf("assistant")[0]).toHaveTextContent("Here it is.");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
  });

  test("in French: the visible word is part of the button's name", async () => {
    const { user } = renderWidget([], { labels: FRENCH_LABELS });
    await openWidget(user, FRENCH_LABELS.launcher);
    const fresh = screen.getByRole("button", { name: FRENCH_LABELS.newConversation });
    expect(FRENCH_LABELS.newConversation).toContain(fresh.textContent!);
    expect(screen.getByRole("button", { name: FRENCH_LABELS.moreActions })).toBeInTheDocument();
  });
});
