import { answerLinks } from "./answerLinks";
import { linkHrefs } from "./linkHrefs";

const ANSWER = [
  "Here is what the documentation says.",
  "",
  "**Install an SDK** ([Installation](/guides/install)): For Node.js, add `@nimbus/sdk` with `npm install @nimbus/sdk`. For Python, run `pip install nimbus-sdk`.",
  "",
  "**Rotate a key** ([API keys](/guides/api-keys \"API keys\")): Create a new key, deploy it, then revoke the old one from **Settings → API keys**.",
  "",
  "```md",
  "[not a link](/in/code)",
  "```",
  "",
  "- See <https://docs.example.com/guides/webhooks> and `[code](/x)`, or https://docs.example.com/reference/queues.",
  "- Also [the reference][ref].",
  "",
  "Read more: [Installation](/guides/install), [API keys](/guides/api-keys).",
  "",
  "[ref]: /reference/workers",
  "[^1]: a footnote, not a link",
].join("\n");

describe("answerLinks", () => {
  test("every link, in reading order: inline, autolinks, bare addresses, references; none in code", () => {
    const expected = [
      "/guides/install",
      "/guides/api-keys",
      "https://docs.example.com/guides/webhooks",
      "https://docs.example.com/reference/queues",
      "/reference/workers",
      "/guides/install",
      "/guides/api-keys",
    ];
    expect(answerLinks(ANSWER).map((link) => link.href)).toEqual(expected);
    expect(linkHrefs(ANSWER)).toEqual(expected);
  });

  test("each link comes with the plain text of its sentence, its links' text left out", () => {
    const links = answerLinks(ANSWER);
    expect(links[0]!.sentence).toBe("Install an SDK ( ): For Node.js, add @nimbus/sdk with npm install @nimbus/sdk.");
    expect(links[1]!.sentence).toBe("Rotate a key ( ): Create a new key, deploy it, then revoke the old one from Settings → API keys.");
    expect(links[5]!.sentence).toBe(links[6]!.sentence);
    expect(links[5]!.sentence).toBe("Read more: , .");
  });

  test("a link at the end of a paragraph cites the sentences since the paragraph's previous link", () => {
    const links = answerLinks("**Rotate a key.** Create a new key, then revoke the old one. Revoked keys fail with `401` ([API keys](/k)). Then [deploy](/d). Done.");
    expect(links.map((link) => link.sentence)).toEqual(["Rotate a key. Create a new key, then revoke the old one. Revoked keys fail with 401 ( ).", "Then ."]);
  });

  test("a fence still open at the end (a streaming answer) hides what follows it", () => {
    expect(linkHrefs("[a](/a)\n\n```js\n[b](/b)")).toEqual(["/a"]);
    expect(answerLinks("[a](/a)\n\n```js\n[b](/b)").map((link) => link.href)).toEqual(["/a"]);
  });

  test("no links, none; a bracket that is not a link is text", () => {
    expect(linkHrefs("Just [brackets] and `code`.")).toEqual([]);
    expect(answerLinks("- [x] done\n- [ ] to do")).toEqual([]);
  });
});

describe("linkHrefs while an answer streams", () => {
  test("growing text gives, at every length, what reading it whole gives", () => {
    const text = `${ANSWER}\n\nMore: see https://docs.example.com/x and [last](/last).`.repeat(3);
    const fresh = (markdown: string) => answerLinks(markdown).map((link) => link.href);
    for (let length = 1; length <= text.length; length += 7) {
      const prefix = text.slice(0, length);
      expect(linkHrefs(prefix)).toEqual(fresh(prefix));
    }
    expect(linkHrefs(text)).toEqual(fresh(text));
  });
});
