import type { Page } from "playwright-core";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import { startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { serveReactEntry } from "./fixtures/react-entry/serveReactEntry";
import { openPage } from "./launchBrowser";

/**
 * The page's buttons speak the widget's language: the selection action and the code block button
 * take their names and text from `labels`, through `data-labels`, `DocsAssistant.mount` and the
 * React entry, next to a launcher in the same language.
 */
let fixture: EmbedFixture;
let reactEntry: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  fixture = await startEmbedFixture();
  reactEntry = await serveReactEntry();
});
afterAll(async () => {
  await fixture.close();
  await reactEntry.close();
});

const BODY = `<main id="content"><h1>Limites</h1><p id="limit">Chaque organisation peut envoyer 10 000 requêtes par heure.</p><pre id="code" style="padding: 16px"><code>nimbus retry --max 3</code></pre></main>`;
const STRING_LABELS = Object.fromEntries(Object.entries(FRENCH_LABELS).filter(([, value]) => typeof value === "string"));

/** The page's two buttons, their names and visible words, in French and in no English. */
async function expectFrenchPageButtons(page: Page) {
  await page.getByRole("button", { name: FRENCH_LABELS.launcher, exact: true }).waitFor();
  const code = page.getByRole("button", { name: FRENCH_LABELS.askAboutCode, exact: true });
  await code.waitFor();
  expect((await code.innerText()).trim()).toBe(FRENCH_LABELS.pageActionText);
  await page.locator("#limit").selectText();
  const selection = page.getByRole("button", { name: FRENCH_LABELS.askAboutSelection, exact: true });
  await selection.waitFor();
  expect(await selection.innerText()).toMatch(new RegExp(`^\\W*(${FRENCH_LABELS.askAboutSelection}|${FRENCH_LABELS.pageActionText})\\s*$`));
  expect(await page.getByRole("button", { name: /Ask AI/ }).count()).toBe(0);
  await selection.click();
  await page.getByRole("list", { name: FRENCH_LABELS.pendingContext }).getByRole("listitem").filter({ hasText: "Chaque organisation" }).waitFor();
}

test("script tag, data-labels: the selection action and the code button are in French", async () => {
  const script = fixture.scriptTag(`data-labels='${JSON.stringify(STRING_LABELS).replaceAll("'", "&#39;")}'`);
  const { page, pageErrors, context } = await fixture.open("/labels-attribute", fixture.docsPage({ body: BODY, script }));
  try {
    await expectFrenchPageButtons(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("script tag, DocsAssistant.mount({ labels }): the same, and update({ labels }) changes them", async () => {
  const { page, pageErrors, context } = await fixture.open("/labels-mount", fixture.docsPage({ body: BODY, script: fixture.scriptTag('data-auto-mount="false"') }));
  try {
    await page.evaluate(
      ({ key, url, labels }) => window.DocsAssistant!.mount({ domain: "demo", apiKey: key, baseUrl: url, labels } as never),
      { key: fixture.mock.assistantKey, url: fixture.mock.url, labels: STRING_LABELS },
    );
    await expectFrenchPageButtons(page);
    await page.evaluate(() => window.DocsAssistant!.instances[0]!.update({ labels: { askAboutCode: "Frage zu diesem Code", pageActionText: "Fragen" } }));
    const code = page.getByRole("button", { name: "Frage zu diesem Code", exact: true });
    await code.waitFor();
    expect((await code.innerText()).trim()).toBe("Fragen");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("React entry, labels={FRENCH_LABELS}: the same", async () => {
  const { page, pageErrors, context } = await openPage(fixture.browser, { viewport: { width: 1200, height: 800 } });
  try {
    const search = new URLSearchParams({ baseUrl: fixture.mock.url, apiKey: fixture.mock.assistantKey, labels: "fr" });
    await page.goto(`${reactEntry.url}?${search}`);
    await page.evaluate((html) => (document.querySelector("main")!.innerHTML = html), BODY.replace(/^<main id="content">|<\/main>$/g, ""));
    await expectFrenchPageButtons(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
