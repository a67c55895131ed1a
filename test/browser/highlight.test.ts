import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { EMBED_DIR } from "./embedDir";
import { askAndWait, startEmbedFixture, type EmbedFixture } from "./embedFixture";

/** Code highlighting in the script-tag build: lazy grammar chunks, token spans in the shadow root, both themes. */
// More of these flows are shared with the Firefox and WebKit lanes: test/scenarios/readerFlows.ts (run here by readerFlows.test.ts).
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const QUESTION = "How do I push my first job with the SDK?";

/** Asks, then waits for the answer's js code block to carry highlighted tokens; returns a keyword's colour and the chunks fetched. */
async function askForHighlightedCode(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await askAndWait(page, QUESTION, "nimbus.enqueue");
  const keyword = page.locator('[data-role="assistant"] .daw-code-block code.language-js[data-highlighted] .daw-hl-keyword').first();
  await keyword.waitFor();
  const colour = await keyword.evaluate((element) => getComputedStyle(element).color);
  const plain = await keyword.evaluate((element) => getComputedStyle(element.closest("pre")!).color);
  return { colour, plain, scripts };
}

test("the same tokens are coloured differently in the dark theme", async () => {
  const light = await fixture.open("/highlight-light-2", fixture.docsPage({ script: fixture.scriptTag('data-theme="light"') }));
  const dark = await fixture.open("/highlight-dark", fixture.docsPage({ script: fixture.scriptTag('data-theme="dark"') }));
  const [inLight, inDark] = await Promise.all([askForHighlightedCode(light.page), askForHighlightedCode(dark.page)]);
  expect(inDark.colour).not.toBe(inLight.colour);
  expect(inDark.colour).not.toBe(inDark.plain);
  expect([...light.pageErrors, ...dark.pageErrors]).toEqual([]);
});

test("the highlighter's built chunks use no eval, no new Function, no innerHTML", () => {
  const chunksDir = join(EMBED_DIR, "chunks");
  const highlighter = readdirSync(chunksDir).filter((name) => name.endsWith(".js") && /^(prismTokenize|javascript|clike|typescript|markup|tsx|jsx|bash|python)-/.test(name));
  expect(highlighter.length).toBeGreaterThanOrEqual(9);
  for (const name of highlighter) {
    const code = readFileSync(join(chunksDir, name), "utf8");
    expect(code, name).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(|innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  }
});
