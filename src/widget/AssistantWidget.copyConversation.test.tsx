import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

test("Copy conversation puts questions, answers and their sources on the clipboard as Markdown, and says so", async () => {
  const lines = answerLines("Run `npm i`.\n\n```suggestions\n(More?)[]\n```", {
    sources: [{ id: "s1", url: "https://docs.example.com/install", title: "Install [guide]" }, { id: "s2", url: "javascript:alert(1)", title: "Bad" }],
  });
  const { user } = renderWidget([{ lines }]);
  await openWidget(user);
  await user.click(screen.getByRole("button", { name: "More actions" }));
  expect(await screen.findByRole("menuitem", { name: "Copy conversation" })).toHaveAttribute("aria-disabled", "true");
  await user.keyboard("{Escape}");
  await askQuestion(user, "How do I install it?\nOn Linux.");
  await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Run npm i."));
  await screen.findByRole("button", { name: "Send" });
  await user.click(screen.getByRole("button", { name: "More actions" }));
  await user.click(await screen.findByRole("menuitem", { name: "Copy conversation" }));
  expect(await screen.findByText("Conversation copied as Markdown.")).toHaveAttribute("role", "status");
  expect(await navigator.clipboard.readText()).toBe(
    [
      "# Docs assistant",
      "## You",
      "> How do I install it?\n> On Linux.",
      "## Assistant",
      "Run `npm i`.",
      "**Sources**",
      "- [Install \\[guide\\]](<https://docs.example.com/install>)",
    ].join("\n\n") + "\n",
  );
});
