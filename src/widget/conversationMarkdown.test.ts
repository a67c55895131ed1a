import type { UIMessage } from "@ai-sdk/ui-utils";
import { conversationMarkdown } from "./conversationMarkdown";
import { conversationTurns } from "./conversationTurns";
import { DEFAULT_ATTACHMENT_LABELS } from "./attachments/attachmentLabels";
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

test("a question sent with files names them under its quote (names escaped), in the site's words when given", () => {
  const asked: UIMessage = {
    ...message("user", "Why does this fail?\nSee the log."),
    experimental_attachments: [
      { name: "build_*.log", contentType: "text/plain", url: "data:text/plain;base64,eA==" },
      { name: "screen shot.png", contentType: "image/png", url: "data:image/png;base64,eA==" },
    ],
  };
  const turns = conversationTurns([asked, message("user", "And now?")]);
  expect(turns.map((turn) => turn.role === "user" && turn.files)).toEqual([["build_*.log", "screen shot.png"], []]);
  expect(conversationMarkdown(turns, DEFAULT_WIDGET_LABELS)).toBe(
    `# Docs assistant\n\n## You\n\n> Why does this fail?\n> See the log.\n>\n> *${DEFAULT_ATTACHMENT_LABELS.attachedFiles}: build\\_\\*.log, screen shot.png*\n\n## You\n\n> And now?\n`,
  );
  expect(conversationMarkdown(turns, { ...DEFAULT_WIDGET_LABELS, attachedFiles: "Fichiers joints" })).toContain("> *Fichiers joints: build");
});
