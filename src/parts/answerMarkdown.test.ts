import { answerMarkdown } from "./answerMarkdown";

describe("answerMarkdown", () => {
  test("leaves the suggestions block out", () => {
    expect(answerMarkdown("Answer.\n\n```suggestions\n(Q?)[/p]\n```")).toBe("Answer.");
  });

  test("text without a suggestions block is unchanged, even when it mentions suggestions", () => {
    expect(answerMarkdown("Some suggestions:\n\n```js\nx\n```")).toBe("Some suggestions:\n\n```js\nx\n```");
  });

  test.each(["```", "```s", "```sugg", "```suggestions", "~~~sugges"])(
    "while streaming, a last line that may become the block's fence is held back: %s",
    (line) => {
      expect(answerMarkdown(`Answer.\n\n${line}`, true).trimEnd()).toBe("Answer.");
    },
  );

  test("while streaming, another language's fence and inline backticks stay", () => {
    expect(answerMarkdown("Run:\n\n```js", true)).toBe("Run:\n\n```js");
    expect(answerMarkdown("use ``` fences", true)).toBe("use ``` fences");
  });

  test("a half-arrived block is left out while streaming", () => {
    expect(answerMarkdown("Answer.\n\n```suggestions\n(How do", true)).toBe("Answer.");
  });
});
