import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { askAs } from "./testAnswers";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const selection = { type: "textSelection", value: "Every request to Nimbus is authenticated with an API key sent as a bearer token", path: "/guides/api-keys" };
const code = { type: "code", value: 'await nimbus.enqueue("emails", payload, { delay: 60 });', path: "/reference/queues" };

describe.each(API_VERSIONS)("the search tool's query is one a reader recognises (%s)", (version) => {
  it("the question itself, as asked", async () => {
    expect((await askAs(server, version, "  How do I rotate\nan API key?  ")).queries).toEqual(["How do I rotate an API key?"]);
  });

  it("about a selection (“What does this mean?”): the selection's subject words, without the question's wording", async () => {
    const { queries, sources } = await askAs(server, version, "What does this mean?", { context: [selection], currentPath: "/guides/api-keys" });
    expect(queries).toEqual(["request nimbus authenticated api key sent bearer token"]);
    expect(sources[0]?.url).toBe("/guides/api-keys");
  });

  it("about code, with a question of its own: the question's subject words, then the code's", async () => {
    const { queries } = await askAs(server, version, "How do I change the delay?", { context: [code] });
    expect(queries).toEqual(["change delay await nimbus enqueue emails payload 60"]);
  });

  it("a very long question is shown cut at a word, not whole", async () => {
    const question = `How do I install the CLI ${"and then some more words ".repeat(40)}?`;
    const [query] = (await askAs(server, version, question)).queries;
    expect(query!.length).toBeLessThanOrEqual(201);
    expect(query).toMatch(/^How do I install the CLI and then .* words…$/);
  });
});
