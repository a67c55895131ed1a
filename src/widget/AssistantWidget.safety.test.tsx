import { screen, waitFor } from "@testing-library/react";
import { answerLines } from "../chat/testing/replyLines";
import { encodeStreamPart, searchToolResult } from "../protocol";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

afterEach(() => sessionStorage.clear());

const UNSAFE = /^\s*(javascript|data|vbscript|file):/i;

function unsafeHrefs(): string[] {
  return Array.from(document.querySelectorAll("[href], [src], [action], [formaction], [xlink\\:href]"))
    .flatMap((element) => ["href", "src", "action", "formaction", "xlink:href"].map((name) => element.getAttribute(name) ?? ""))
    .filter((value) => UNSAFE.test(value));
}

describe("AssistantWidget: one URL policy wherever a URL can come from", () => {
  test("javascript: in answer text, a source part, a search result and a suggestion renders no unsafe URL", async () => {
    const text = [
      "Click [here](javascript:alert(1)) or [there](JaVaScRiPt:alert(2)) or <a href=\"javascript:alert(3)\">raw</a>.",
      "<img src=x onerror=alert(4)> ![pic](javascript:alert(5)) <script>alert(6)</script>",
      "```suggestions\n(Evil)[javascript:alert(7)]\n```",
    ].join("\n\n");
    const lines = [
      encodeStreamPart("start_step", { messageId: "m1" }),
      encodeStreamPart("tool_call", { toolCallId: "s", toolName: "search", args: { query: "x" } }),
      encodeStreamPart("tool_result", {
        toolCallId: "s",
        result: searchToolResult([{ path: "javascript:alert(8)", url: "javascript:alert(9)", metadata: { title: "Bad result" } }]),
      }),
      ...answerLines(text, { sources: [{ id: "bad", url: "javascript:alert(10)", title: "Bad source" }] }),
    ];
    const { user, container } = renderWidget([{ lines }]);
    await openWidget(user);
    await askQuestion(user, "Be evil");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Click here"), { timeout: 15_000 });
    await screen.findByRole("button", { name: "Copy answer" });
    expect(unsafeHrefs()).toEqual([]);
    expect(document.querySelector("script, img[onerror], [onerror], [onclick]")).toBeNull();
    expect(container.ownerDocument.body.innerHTML).not.toMatch(/href="\s*javascript:/i);
  });

  test("the reader's own question is plain text, never markup", async () => {
    const { user } = renderWidget([{ lines: answerLines("Ok.") }]);
    await openWidget(user);
    await askQuestion(user, '<img src=x onerror="alert(1)"> [x](javascript:alert(2))');
    await waitFor(() => expect(messagesOf("user")[0]).toHaveTextContent('<img src=x onerror="alert(1)">'));
    expect(messagesOf("user")[0]!.querySelector("img, a")).toBeNull();
  });
});
