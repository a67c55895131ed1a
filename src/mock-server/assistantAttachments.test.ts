import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { askAs, markdownBlocks, markdownLinks, plainText } from "./testAnswers";
import { assistantMessage, filesBody, messageWithFiles, PNG_BYTES, type TestFile } from "./testAttachments";

/**
 * Files that come with a question, on both versions: text is read like page context (what of it
 * the docs explain is said back by the file's name, searched for, and the pages that explain it are
 * quoted and cited); an image is named with its kind, and the answer goes on from the question.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const CONFIG: TestFile = { name: "nimbus.yaml", type: "application/yaml", data: "project: acme-shop\nregion: eu-west\nqueues:\n  default:\n    concurrency: 8\n    retries: 0\n    timeout: 5s\n" };
const LOG: TestFile = {
  name: "worker.log",
  type: "text/plain",
  data: "2026-01-02T10:00:01Z worker started, queue=default\n2026-01-02T10:00:02Z connecting to eu-west\n2026-01-02T10:00:03Z ERROR 401 invalid_key: request rejected\n2026-01-02T10:00:04Z shutting down\n",
};
const SCREENSHOT: TestFile = { name: "dashboard.png", type: "image/png", data: PNG_BYTES };

/** Each cited page's content, as the search results carry it. */
const contentOf = (answer: Awaited<ReturnType<typeof askAs>>, title: string) => {
  const source = answer.sources.find((candidate) => candidate.title === title);
  return answer.results.find((result) => result.url === source?.url)?.content ?? "";
};

describe.each(API_VERSIONS)("attachments on %s", (version) => {
  const ask = (question: string, files: TestFile[], fields: Record<string, unknown> = {}, history: unknown[] = []) =>
    askAs(server, version, question, filesBody(version, question, files, fields, history));

  it("a config file: says which settings of it the question is about, searches for them, quotes and cites the page that explains them", async () => {
    const answer = await ask("Why are my failed jobs never retried?", [CONFIG]);
    const [first, second] = markdownBlocks(answer.text);
    expect(first).toBe("Your file `nimbus.yaml` sets `retries: 0`.");
    expect(second).toBe("Here is what the documentation says about it.");
    expect(answer.queries[0]).toContain("retries");
    expect(answer.sources[0]?.title).toBe("Configuration");
    const explaining = markdownBlocks(answer.text).find((block) => block.includes("`retries` is how many times"))!;
    expect(plainText(contentOf(answer, "Configuration"))).toContain(plainText(explaining.replace(/\s*\(\[Configuration\]\([^)]*\)\)[.:]?$/, "")));
    expect(markdownLinks(answer.text).some((link) => link.text === "Configuration")).toBe(true);
    expect(answer.text).not.toContain("doesn't cover");
    expect(answer.markedNotFound).toBe(false);
  });

  it("a config file with a question that names no setting: the settings the docs explain, none they do not", async () => {
    const answer = await ask("Is this config right?", [CONFIG]);
    expect(markdownBlocks(answer.text)[0]).toBe("Your file `nimbus.yaml` sets `region: eu-west`, `concurrency: 8`, `retries: 0` and `timeout: 5s`.");
    expect(answer.sources[0]?.title).toBe("Configuration");
  });

  it("a log: quotes the lines the question is about by the file's name, searches their words (not the timestamps), cites the page", async () => {
    const answer = await ask("What does this error mean?", [LOG]);
    const blocks = markdownBlocks(answer.text);
    expect(blocks.slice(0, 3)).toEqual(["I read `worker.log`; these are the lines the documentation explains:", "```\n2026-01-02T10:00:03Z ERROR 401 invalid_key: request rejected\n```", "Here is what the documentation says about it."]);
    expect(answer.queries[0]).toMatch(/\b401\b/);
    expect(answer.queries[0]).not.toMatch(/2026|10:00/);
    expect(answer.sources.map((source) => source.title)).toEqual(["Troubleshooting"]);
    expect(answer.text).toContain("**401 invalid_key.** The key is missing, mistyped or revoked.");
    expect(answer.markedNotFound).toBe(false);
  });

  it("source code: the lines about what is asked, their names read as words (createQueue)", async () => {
    const code: TestFile = { name: "worker.ts", type: "text/x-typescript", data: 'import { Nimbus } from "@nimbus/sdk";\nconst nimbus = new Nimbus({ apiKey: process.env.NIMBUS_API_KEY });\nawait nimbus.createQueue("emails", { concurrency: 2 });\n' };
    const answer = await ask("How do I set a timeout for this queue?", [code]);
    expect(markdownBlocks(answer.text).slice(0, 2)).toEqual(["I read `worker.ts`; these are the lines the documentation explains:", '```ts\nawait nimbus.createQueue("emails", { concurrency: 2 });\n```']);
    expect(answer.text).toContain("`nimbus.createQueue(name, settings)` creates a queue with its own concurrency, retries and timeout");
    expect(answer.sources[0]?.title).toBe("Queues API");
  });

  it("an image: named with its kind, and the answer goes on from the question as it would without it", async () => {
    const question = "How do I make the worker use more concurrency?";
    const [withImage, without] = await Promise.all([ask(question, [SCREENSHOT]), ask(question, [])]);
    const [first, ...rest] = markdownBlocks(withImage.text);
    expect(first).toBe("I can't see images here, but I see you attached `dashboard.png` (a PNG image). Going by your question:");
    expect(rest.join("\n\n")).toBe(without.text);
    expect(withImage.sources).toEqual(without.sources);
  });

  it("an image and a text file: both named, the image first, the file read", async () => {
    const answer = await ask("Why do my jobs time out?", [CONFIG, { ...SCREENSHOT, name: "error.jpg", type: "image/jpeg", data: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]) }]);
    expect(markdownBlocks(answer.text).slice(0, 3)).toEqual([
      "I can't see images here, but I see you attached `error.jpg` (a JPEG image).",
      "Your file `nimbus.yaml` sets `timeout: 5s`.",
      "Here is what the documentation says about it.",
    ]);
    expect(answer.text).toContain("**Jobs time out.** A job that runs longer than its `timeout` is stopped and retried.");
  });

  it("in French: the image and the file named in French, the French page cited", async () => {
    const log: TestFile = { name: "journal.log", type: "text/plain", data: "10:00:02 HTTP 429 Too Many Requests (Retry-After: 30)\n10:00:03 arrêt\n" };
    const filter = { filter: { version: "v2", language: "fr" } };
    const answer = await ask("Que signifie cette erreur ?", [log], filter);
    expect(markdownBlocks(answer.text).slice(0, 3)).toEqual(["J'ai lu `journal.log` ; voici les lignes que la documentation explique :", "```\n10:00:02 HTTP 429 Too Many Requests (Retry-After: 30)\n```", "Voici ce qu'en dit la documentation."]);
    expect(answer.sources.map((source) => source.title)).toEqual(["Limites de débit"]);
    const image = await ask("Comment installer la CLI ?", [{ ...SCREENSHOT, name: "capture.webp", type: "image/webp", data: "RIFF\x10\x00\x00\x00WEBPVP8 " }], filter);
    expect(markdownBlocks(image.text)[0]).toBe("Je ne peux pas voir les images ici, mais je vois que vous avez joint `capture.webp` (une image WebP). D'après votre question :");
    expect(image.sources[0]?.title).toBe("Installation");
  });

  it("a secret in a file is named, its value never repeated, not even in a quoted line or the search", async () => {
    const env: TestFile = { name: ".env", type: "text/plain", data: "NIMBUS_API_KEY=nbs_live_9f8e7d6c5b4a\nNIMBUS_REGION=eu-west\n" };
    const answer = await ask("Where does the API key go?", [env]);
    expect(markdownBlocks(answer.text)[0]).toBe("Your file `.env` sets `NIMBUS_API_KEY: …`.");
    expect(JSON.stringify(answer)).not.toContain("nbs_live_9f8e7d6c5b4a");
    const code: TestFile = { name: "worker.ts", type: "text/x-typescript", data: 'const nimbus = new Nimbus({ apiKey: "nbs_live_9f8e7d6c5b4a", region: "eu-west" });\nfetch(url, { headers: { Authorization: "Bearer eyJhbGciOi.x1" } });\n' };
    const quoted = await ask("Why can't my worker connect to eu-west?", [code]);
    expect(quoted.text).toContain('const nimbus = new Nimbus({ apiKey: "…", region: "eu-west" });');
    expect(JSON.stringify(quoted)).not.toMatch(/nbs_live_9f8e7d6c5b4a|eyJhbGciOi/);
  });

  it("the answer is in the question's language, whichever language's pages the file's words match best", async () => {
    const code: TestFile = { name: "worker.ts", type: "text/x-typescript", data: 'const nimbus = new Nimbus({ region: "eu-west" });\n' };
    const english = await ask("Why can't my worker connect to eu-west?", [code]);
    expect(markdownBlocks(english.text)[0]).toBe("I read `worker.ts`; these are the lines the documentation explains:");
    expect(english.sources.map((source) => source.title)).toEqual(["Getting started"]);
    const french = await ask("Pourquoi mon worker ne se connecte pas à eu-west ?", [code]);
    expect(markdownBlocks(french.text)[0]).toBe("J'ai lu `worker.ts` ; voici les lignes que la documentation explique :");
    expect(french.sources.map((source) => source.title)).toEqual(["Prise en main"]);
  });

  it("a file with nothing the docs explain is still named, and the question answered", async () => {
    const answer = await ask("How do I install the CLI?", [{ name: "shopping.txt", type: "text/plain", data: "apples\nbread\n" }]);
    expect(markdownBlocks(answer.text)[0]).toBe("I read `shopping.txt`, but nothing in it is something the documentation explains, so I answer from your question.");
    expect(answer.sources[0]?.title).toBe("Installation");
  });

  it("files of earlier questions are history: valid, and not read again", async () => {
    const history = [messageWithFiles(version, "Is this config right?", [CONFIG]), assistantMessage(version, "It sets retries: 0.")];
    const answer = await ask("How do I install the CLI?", [], {}, history);
    expect(answer.text).not.toContain("nimbus.yaml`");
    expect(answer.sources[0]?.title).toBe("Installation");
  });

  it("a file without a name is called by its place", async () => {
    const { name: _name, ...unnamed } = SCREENSHOT;
    const answer = await ask("How do I install the CLI?", [unnamed]);
    expect(markdownBlocks(answer.text)[0]).toContain("`attachment 1` (a PNG image)");
  });
});
