import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

test("the reader's question and an earlier conversation's title take their direction from their own text (dir=auto): a Hebrew question reads right to left on a left-to-right page", async () => {
  const { user } = renderWidget([{ lines: answerLines("התקינו עם npm.", { threadId: "T1" }) }]);
  await openWidget(user);
  await askQuestion(user, "איך מתקינים את הכלי?");
  await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("התקינו עם npm."));
  await screen.findByRole("button", { name: "Send" });
  // The question itself, in the transcript.
  expect(messagesOf("user")[0]!.querySelector(".daw-user-text")).toHaveAttribute("dir", "auto");
  await user.click(screen.getByRole("button", { name: "Conversations" }));
  const choice = within(await screen.findByRole("list")).getByRole("button", { name: /^איך מתקינים את הכלי\?/ });
  const title = choice.querySelector(".daw-conversation-title")!;
  expect(title).toHaveTextContent("איך מתקינים את הכלי?");
  expect(title).toHaveAttribute("dir", "auto");
});
