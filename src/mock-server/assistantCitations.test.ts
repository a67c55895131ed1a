import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { askAs, markdownBlocks, markdownLinks, plainText } from "./testAnswers";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const v2en = { filter: { version: "v2", language: "en" } };
/** The demo's example questions (each docs version and language) and others a docs owner would try. */
const QUESTIONS: [string, Record<string, unknown>][] = [
  ["How do I install the Nimbus CLI?", v2en],
  ["How do I rotate an API key?", v2en],
  ["What happens when I hit the rate limit?", v2en],
  ["How do I install the Nimbus 1 client?", { filter: { version: "v1", language: "en" } }],
  ["How do I push a job with Nimbus 1?", { filter: { version: "v1", language: "en" } }],
  ["How do I revoke a Nimbus 1 token?", { filter: { version: "v1", language: "en" } }],
  ["Comment installer la CLI Nimbus ?", { filter: { version: "v2", language: "fr" } }],
  ["Comment créer ma première file d’attente ?", { filter: { version: "v2", language: "fr" } }],
  ["Comment renouveler une clé d’API ?", { filter: { version: "v2", language: "fr" } }],
  ["How do I install the CLI and create an API key?", { ...v2en, currentPath: "/guides/getting-started" }],
  ["Which settings go in nimbus.yaml?", v2en],
  ["How do I verify a webhook signature?", v2en],
  ["What changed between Nimbus 1 and Nimbus 2?", v2en],
  ["What is Nimbus?", v2en],
  ["How do I create my first queue?", v2en],
  ["How many jobs does a worker run at once?", v2en],
];

const CITATION = /\s?\(\[([^\]]+)\]\(([^)\s]+)\)\)/;
const LABEL = /^\*\*[^*]+\*\*\s*/;

describe.each(API_VERSIONS)("answers cite what they use (%s)", (version) => {
  it.each(QUESTIONS)("%s", async (question, fields) => {
    const answer = await askAs(server, version, question, fields);
    const pageAt = new Map(answer.results.map((result) => [result.url ?? result.path, result]));
    const links = markdownLinks(answer.text).filter((link) => pageAt.has(link.href));
    expect(links.length).toBeGreaterThan(0);

    // The sources are the pages the text links to, in the order it first links to each, under their titles.
    expect(answer.sources.map((source) => source.url)).toEqual([...new Set(links.map((link) => link.href))]);
    for (const source of answer.sources) expect(source.title).toBe(pageAt.get(source.url)!.metadata?.title);

    for (const block of markdownBlocks(answer.text)) {
      const citation = CITATION.exec(block);
      if (!citation) continue;
      const [, title, url] = citation;
      const page = pageAt.get(url!);
      // A citation names its page by the page's real title...
      expect(title).toBe(page?.metadata?.title);
      // ...and what it rests on is in that page's content, as the reader can find it there.
      const quoted = plainText(block.replace(LABEL, "").replace(CITATION, ""));
      // (A heading that leads a code block, "**Starting a worker** ([Workers](…)):", quotes no words.)
      if (/\p{L}/u.test(quoted)) expect(plainText(page!.content!)).toContain(quoted);
    }
  });
});

describe.each(API_VERSIONS)("each code block follows the sentence that introduces it (%s)", (version) => {
  it.each(QUESTIONS)("%s", async (question, fields) => {
    const answer = await askAs(server, version, question, fields);
    const contents = answer.results.map((result) => plainText(result.content ?? ""));
    const blocks = markdownBlocks(answer.text);
    blocks.forEach((block, index) => {
      if (!block.startsWith("```") || index === 0) return;
      const before = blocks[index - 1]!;
      // Code that opens its section is led by the section's heading; other code by the paragraph the page puts before it.
      const label = /^\*\*([^*]+)\*\* \(\[/.exec(before);
      const lead = label ? `## ${label[1]}` : /^(From|D'après) \[/.test(before) ? "" : plainText(before.replace(LABEL, "").replace(CITATION, ""));
      const together = plainText(`${lead}\n\n${block}`);
      expect(contents.some((content) => content.includes(together)), `${together}\nis not in any page as it is in the answer`).toBe(true);
    });
  });
});
