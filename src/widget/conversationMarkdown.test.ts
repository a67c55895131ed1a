import type { UIMessage } from "@ai-sdk/ui-utils";
import { conversationMarkdown } from "./conversationMarkdown";
import { conversationTurns } from "./conversationTurns";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

const message = (role: "user" | "assistant", text: string, parts: UIMessage["parts"] = [{ type: "text", text }]): UIMessage => ({ id: `${role}-${text}`, role, content: text, parts });

test("questions quoted, answers as written, sources as links (relative ones made absolute, refused ones left out)", () => {
  const answer = message("assistant", "See the guide.", [
    { type: "text", text: "See the guide." },
    { type: "source", source: { sourceType: "url", id: "a", url: "/guides/install", title: "Install" } },
    { type: "source", source: { sourceType: "url", id: "b", url: "javascript:alert(1)", title: "Bad" } },
  ]);
  const text = conversationMarkdown(conversationTurns([message("user", "Where?"), answer, message("assistant", "")], "https://docs.example.com/page"), DEFAULT_WIDGET_LABELS);
  expect(text).toBe("# Docs assistant\n\n## You\n\n> Where?\n\n## Assistant\n\nSee the guide.\n\n**Sources**\n\n- [Install](<https://docs.example.com/guides/install>)\n");
});
