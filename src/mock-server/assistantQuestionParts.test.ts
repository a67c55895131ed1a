import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { createMockServer, type MockServer } from "./index";
import { askAs } from "./testAnswers";

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const v2en = { filter: { version: "v2", language: "en" } };

describe.each(API_VERSIONS)("a question that asks two things gets both (%s)", (version) => {
  it("install the CLI and create an API key, asked on Getting started: each part from the page that covers it, in the order asked, both cited", async () => {
    const answer = await askAs(server, version, "How do I install the CLI and create an API key?", { ...v2en, currentPath: "/guides/getting-started" });
    expect(answer.markedNotFound).toBe(false);
    const install = answer.text.indexOf("**Install the CLI.** The CLI needs Node.js 18 or later");
    const key = answer.text.indexOf("**Create an API key.** Open **Settings → API keys** and create a key with the `queues:write` scope");
    expect(install).toBeGreaterThanOrEqual(0);
    expect(key).toBeGreaterThan(install);
    expect(answer.text).toContain("npm install --global @nimbus/cli");
    expect(answer.text.slice(install, key)).toContain("([Installation](/guides/install))");
    expect(answer.text.slice(key)).toContain("([Getting started](/guides/getting-started))");
    expect(answer.sources.map((source) => source.url).slice(0, 2)).toEqual(["/guides/install", "/guides/getting-started"]);
    expect(answer.text).not.toContain("Create a project");
  });

  it("in French: installer la CLI et renouveler une clé d'API", async () => {
    const answer = await askAs(server, version, "Comment installer la CLI et renouveler une clé d'API ?", { filter: { version: "v2", language: "fr" } });
    expect(answer.text).toContain("**Installer la CLI.** La CLI demande Node.js 18 ou plus récent. Installez-la avec npm ([Installation](/fr/guides/install)) :");
    expect(answer.text).toContain("**Renouveler une clé.** Créez une nouvelle clé, déployez-la");
    expect(answer.sources.map((source) => source.url)).toEqual(["/fr/guides/install", "/fr/guides/api-keys"]);
  });

  it("a part the docs do not cover is said so, after the part they do", async () => {
    const answer = await askAs(server, version, "How do I install the CLI and does it run on Kubernetes?", v2en);
    expect(answer.markedNotFound).toBe(false);
    expect(answer.text).toMatch(/^\*\*Install the CLI\.\*\* The CLI needs Node\.js 18/);
    expect(answer.text).toMatch(/\n\nThe v2 documentation doesn't cover Kubernetes\.$/);
    expect(answer.sources.map((source) => source.url)).toEqual(["/guides/install"]);
  });
});

describe.each(API_VERSIONS)("an “and” that joins one subject is one question (%s)", (version) => {
  it("between Nimbus 1 and Nimbus 2: one answer, from the migration guide", async () => {
    const answer = await askAs(server, version, "What changed between Nimbus 1 and Nimbus 2?", v2en);
    expect(answer.text).toContain("Nimbus 2 changes the configuration file, the key format and the SDK entry point ([Migrating from Nimbus 1](/guides/migrating-from-v1)).");
    expect(answer.text).not.toContain("doesn't cover");
    expect(answer.sources.map((source) => source.url)).toEqual(["/guides/migrating-from-v1"]);
  });

  it("queues:read and queues:write: the one passage that explains both, once", async () => {
    const answer = await askAs(server, version, "What's the difference between queues:read and queues:write?", v2en);
    expect(answer.text).toBe(
      "**Scopes.** A key carries scopes. `queues:read` lists queues and jobs, `queues:write` enqueues and cancels jobs, and `admin` manages keys and billing. Give each service the smallest scope it needs ([API keys](/guides/api-keys)).",
    );
  });
});
