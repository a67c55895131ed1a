import { screen, waitFor, within } from "@testing-library/react";
import { answerLines } from "../../src/chat/testing/replyLines";
import type { LinkProps } from "../../src/markdown/markdownComponents";
import { askQuestion, messagesOf, openWidget, renderWidget } from "../../src/widget/testing/renderWidget";

/**
 * An answer that throws while it is drawn (here a site's own `Link`, drawing the cited pages; in the
 * field, any bug the content finds) fails alone: its message shows its text, the answer ends as failed with Retry, and
 * the widget goes on working. Before, the error took the whole widget down.
 */
const SOURCES = [{ id: "keys", url: "/guides/api-keys", title: "API keys" }];

function BrokenLink(_props: LinkProps): never {
  throw new Error("a broken link component");
}

describe("an answer that cannot be drawn", () => {
  test("ends as failed (render-failed, with Retry), shows its text, and the widget keeps working: Retry, the next question, New conversation", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { user, events, fetch } = renderWidget(
        [{ lines: answerLines("Rotate the key from the dashboard.", { sources: SOURCES }) }, { lines: answerLines("Asked again, drawn this time.") }],
        { components: { Link: BrokenLink } },
      );
      await openWidget(user);
      await askQuestion(user, "How do I rotate a key?");
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveAttribute("data-error-kind", "render-failed");
      expect(events.filter((event) => event.type === "error").map((event) => event.type === "error" && event.error.kind)).toEqual(["render-failed"]);
      await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Rotate the key from the dashboard."));

      await user.click(within(alert).getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(messagesOf("assistant")).toHaveLength(1));
      await screen.findByText("Asked again, drawn this time.");
      expect(screen.queryByRole("alert")).toBeNull();
      expect(fetch.requests).toHaveLength(2);

      await askQuestion(user, "And then?");
      await waitFor(() => expect(messagesOf("assistant")).toHaveLength(2));
      await user.click(screen.getByRole("button", { name: "New conversation" }));
      await waitFor(() => expect(messagesOf("user")).toHaveLength(0));
      expect(screen.getAllByRole("textbox", { name: "Message" })).toHaveLength(1);
    } finally {
      error.mockRestore();
    }
  });
});
