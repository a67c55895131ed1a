import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { askAs } from "./testAnswers";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const v2en = { filter: { version: "v2", language: "en" } };
/** What the filter's values look like when glued into a sentence. */
const FILTER_WORDING = /for version|in language|“en”|« fr »|« en »|en langue|pour la version/;

describe.each(API_VERSIONS)("what the docs do not cover is said plainly (%s)", (version) => {
  it("Kubernetes: the docs don't cover it; the closest they come is Docker, quoted and cited", async () => {
    const answer = await askAs(server, version, "Can I deploy Nimbus on Kubernetes?", v2en);
    expect(answer.markedNotFound).toBe(true);
    expect(answer.text).toBe(
      [
        "The v2 documentation doesn't cover Kubernetes.",
        "The closest it comes is **Docker**, on the Installation page:",
        "An official image runs workers without installing anything: `docker run nimbuslabs/worker:2`. Pass the key with `-e NIMBUS_API_KEY=...` and mount your handlers at `/app` ([Installation](/guides/install)).",
      ].join("\n\n"),
    );
    expect(answer.sources).toEqual([{ url: "/guides/install", title: "Installation" }]);
  });

  it("nothing close: the question in quotes, and what the docs do cover; no sources", async () => {
    const answer = await askAs(server, version, "Who won the football world cup in 1998?", v2en);
    expect(answer.markedNotFound).toBe(true);
    expect(answer.text).toMatch(/^The v2 documentation doesn't cover “Who won the football world cup in 1998\?”\.\n\nNothing in it comes close: it covers [^\n]*API keys[^\n]*rate limits[^\n]*\.$/);
    expect(answer.sources).toEqual([]);
  });

  it("in French", async () => {
    const answer = await askAs(server, version, "Comment déployer Nimbus sur Kubernetes ?", { filter: { version: "v2", language: "fr" } });
    expect(answer.text).toMatch(/^La documentation v2 ne traite pas de Kubernetes\.\n\nRien n'en approche : elle traite de clés d'API, /);
  });

  it("a word the docs never use is named, and the rest answered", async () => {
    const answer = await askAs(server, version, "How do I install the CLI on Windows?", v2en);
    expect(answer.markedNotFound).toBe(false);
    expect(answer.text).toMatch(/^The documentation doesn't mention Windows\.\n\n\*\*Install the CLI\.\*\* The CLI needs Node\.js 18/);
  });

  it.each([
    [{ version: "v9" }, "There is no v9 documentation to search: the docs cover versions v1 and v2."],
    [{ language: "de" }, "There is no documentation in German to search: it is written in English and French."],
    [{ version: "v1", language: "fr" }, "Il n'y a pas de documentation v1 en français où chercher : elle est rédigée en anglais."],
  ])("a filter that leaves no docs (%j) says which docs there are", async (filter, sentence) => {
    const answer = await askAs(server, version, "How do I install the CLI?", { filter });
    expect(answer.markedNotFound).toBe(true);
    expect(answer.text).toBe(sentence);
  });

  it.each([
    ["Who won the football world cup in 1998?", v2en],
    ["Can I deploy Nimbus on Kubernetes?", { filter: { version: "v1", language: "en" } }],
    ["Comment déployer Nimbus sur Kubernetes ?", { filter: { version: "v2", language: "fr" } }],
    ["What is the meaning of life?", { filter: { language: "en" } }],
  ])("reads like prose, never the filter's values: %s", async (question, fields) => {
    const { text } = await askAs(server, version, question, fields);
    expect(text).not.toMatch(FILTER_WORDING);
  });
});
