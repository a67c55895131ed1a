import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

describe('AssistantWidget mode="sidebar"', () => {
  test("the launcher opens a non-modal dialog named by the title, focused on the message box; the page stays usable; Escape closes it and focus returns to the launcher", async () => {
    document.body.insertAdjacentHTML("afterbegin", '<main><button id="page-button">Page action</button></main>');
    const clicked = vi.fn();
    document.getElementById("page-button")!.addEventListener("click", clicked);
    try {
      const { user } = renderWidget([{ lines: answerLines("Docked.") }], { mode: "sidebar" });
      const launcher = screen.getByRole("button", { name: "Ask AI" });
      expect(launcher).toHaveAttribute("aria-expanded", "false");
      await openWidget(user);
      const sidebar = screen.getByRole("dialog", { name: "Docs assistant" });
      expect(sidebar).not.toHaveAttribute("aria-modal");
      expect(sidebar.closest(".daw-sidebar-root")).not.toBeNull();
      expect(launcher).toHaveAttribute("aria-expanded", "true");
      await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
      expect(document.documentElement.dataset.docsAssistantSidebar).toBe("open");
      await askQuestion(user, "Where are you?");
      await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Docked."));
      // The page beside it: clicking it does not close the sidebar.
      await user.click(document.getElementById("page-button")!);
      expect(clicked).toHaveBeenCalled();
      expect(screen.getByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
      await user.click(screen.getByRole("textbox", { name: "Message" }));
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(launcher).toHaveFocus();
      expect(document.documentElement.dataset.docsAssistantSidebar).toBeUndefined();
      // The shortcut opens it too.
      await user.keyboard("{Control>}i{/Control}");
      expect(await screen.findByRole("dialog", { name: "Docs assistant" })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Close" }));
      expect(launcher).toHaveFocus();
    } finally {
      document.querySelector("main")?.remove();
    }
  });

  test("the popover's Expand to sidebar docks it, keeping the conversation; Collapse to popover brings it back", async () => {
    const { user } = renderWidget([{ lines: answerLines("Still here.") }]);
    await openWidget(user);
    await askQuestion(user, "Keep me?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Still here."));
    const popover = screen.getByRole("dialog");
    expect(popover.closest(".daw-sidebar-root")).toBeNull();
    const answer = messagesOf("assistant")[0];
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A draft");
    await user.click(screen.getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Expand to sidebar" }));
    const sidebar = await screen.findByRole("dialog", { name: "Docs assistant" });
    expect(sidebar.closest(".daw-sidebar-root")).not.toBeNull();
    // Moved, not remounted: the same elements (the answer is not drawn again), the draft kept.
    expect(sidebar).toBe(popover);
    expect(messagesOf("assistant")[0]).toBe(answer);
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("A draft");
    expect(messagesOf("assistant")[0]).toHaveTextContent("Still here.");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Collapse to popover" }));
    await waitFor(() => expect(screen.getByRole("dialog").closest(".daw-sidebar-root")).toBeNull());
    expect(messagesOf("assistant")[0]).toBe(answer);
    await user.click(screen.getByRole("button", { name: "More actions" }));
    expect(await screen.findByRole("menuitem", { name: "Expand to sidebar" })).toBeInTheDocument();
  });

  test("docked, Escape closes it and focus returns to the launcher; the launcher opens it docked again, with the conversation", async () => {
    const { user } = renderWidget([{ lines: answerLines("Docked answer.") }]);
    await openWidget(user);
    await askQuestion(user, "Dock me?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Docked answer."));
    await user.click(screen.getByRole("button", { name: "More actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Expand to sidebar" }));
    await waitFor(() => expect(document.documentElement.dataset.docsAssistantSidebar).toBe("open"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const launcher = screen.getByRole("button", { name: "Ask AI" });
    await waitFor(() => expect(launcher).toHaveFocus());
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.dataset.docsAssistantSidebar).toBeUndefined();
    await user.click(launcher);
    const sidebar = await screen.findByRole("dialog", { name: "Docs assistant" });
    expect(sidebar.closest(".daw-sidebar-root")).not.toBeNull();
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    expect(document.documentElement.dataset.docsAssistantSidebar).toBe("open");
    expect(messagesOf("assistant")[0]).toHaveTextContent("Docked answer.");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
  });

  test.each(["inline", "sidebar"] as const)("%s mode has no Expand control", async (mode) => {
    const { user } = renderWidget([], { mode });
    if (mode === "sidebar") await openWidget(user);
    await user.click(screen.getByRole("button", { name: "More actions" }));
    expect(await screen.findByRole("menuitem", { name: "Copy conversation" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: /Expand|Collapse/ })).toBeNull();
  });
});
