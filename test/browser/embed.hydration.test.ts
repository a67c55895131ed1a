import { startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { hydrationPage } from "./fixtures/hydration/hydrationPage";

/**
 * The script tag adds nothing inside markup a framework hydrates: on a server-rendered React 19
 * page, the tag runs first and decorates the code block, then React hydrates and must find its
 * markup as it rendered it (no recoverable error, no client re-render).
 */
let fixture: EmbedFixture;
let page: { markup: string; client: string };
beforeAll(async () => {
  fixture = await startEmbedFixture();
  page = await hydrationPage();
});
afterAll(() => fixture.close());

test("a server-rendered React 19 page decorated by the script tag before hydration hydrates without a mismatch; the code button works after", async () => {
  fixture.site.pages["/hydration-client.js"] = { html: page.client, headers: { "Content-Type": "text/javascript" } };
  const html = fixture.docsPage({ head: '<script src="/hydration-client.js" defer></script>', body: `<div id="root">${page.markup}</div>` });
  const { page: tab, pageErrors, context } = await fixture.open("/hydration", html);
  try {
    const button = tab.getByRole("button", { name: "Ask AI about this code", exact: true });
    await button.waitFor();
    // Decorated, and the framework's markup is byte for byte what the server sent.
    expect(await tab.evaluate(() => document.getElementById("root")!.innerHTML)).toBe(page.markup);
    await tab.evaluate(() => window.hydrate());
    await tab.locator('main[data-hydrated="yes"]').waitFor();
    expect(await tab.evaluate(() => window.recoverableErrors)).toEqual([]);
    // Still over the block, not over the site's own copy button.
    const [box, copy] = [(await button.boundingBox())!, (await tab.getByRole("button", { name: "Copy", exact: true }).boundingBox())!];
    expect(box.x + box.width <= copy.x || box.x >= copy.x + copy.width || box.y + box.height <= copy.y || box.y >= copy.y + copy.height).toBe(true);
    await button.click();
    await tab.getByRole("button", { name: /^Remove context: npm install/ }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
