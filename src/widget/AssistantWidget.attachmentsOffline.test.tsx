import { act, screen } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, openWidget, renderWidget } from "./testing/renderWidget";

// The attachments' chunk cannot be fetched (the reader went offline after the page loaded).
vi.mock("./attachments/attachmentViews", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

test("a chunk of files that cannot be fetched leaves the message box working, without Attach files", async () => {
  const { user } = renderWidget([{ lines: answerLines("Still here.") }], { attachments: true });
  await openWidget(user);
  await act(async () => undefined);
  expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
  await askQuestion(user, "Are you there?");
  expect(await screen.findByText("Still here.")).toBeInTheDocument();
});
