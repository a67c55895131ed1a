import { askAndWait, launcher, startEmbedFixture, waitForFullWidget, type EmbedFixture } from "./embedFixture";
import { twoFrames } from "./pageSentinels";

/**
 * The script tag in someone else's page: host CSS does not reach in, widget CSS does not leak out,
 * nothing global but `window.DocsAssistant`, and a strict CSP is enough.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const HOSTILE_CSS = `<style>
  * { all: unset; }
  button { display: none !important; }
  div, p, span, section, textarea { color: red !important; font-size: 40px !important; line-height: 3 !important; padding: 30px !important; }
  [role="dialog"], [role="log"] { display: none !important; }
  :root { --daw-color-accent: lime; }
</style>`;

test("renders and answers under hostile host CSS (* { all: unset }, button { display: none !important })", async () => {
  const { page, pageErrors } = await fixture.open("/hostile", fixture.docsPage({ head: HOSTILE_CSS }));
  const button = launcher(page);
  await button.waitFor({ state: "visible" });
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThan(40);
  expect(box!.height).toBeGreaterThan(20);
  await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
  const dialog = page.getByRole("dialog", { name: "Docs assistant" });
  expect(await dialog.isVisible()).toBe(true);
  const sizes = await page.getByRole("textbox", { name: "Message" }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, color: style.color };
  });
  expect(sizes.fontSize).not.toBe("40px");
  expect(sizes.color).not.toBe("rgb(255, 0, 0)");
  expect(pageErrors).toEqual([]);
});

test("mounting, opening and answering leave the host page's computed styles and layout unchanged", async () => {
  const { page, pageErrors } = await fixture.open("/styles", fixture.docsPage({ script: fixture.scriptTag('data-auto-mount="false"') }));
  await page.waitForFunction(() => Boolean(window.DocsAssistant));
  const snapshot = () =>
    page.evaluate(() =>
      ["html", "body", "main", "h1", "#intro", "#install-code", "#after a", "#host-button"].map((selector) => {
        const element = document.querySelector(selector)!;
        const style = getComputedStyle(element);
        const properties = Array.from(style).map((name) => `${name}:${style.getPropertyValue(name)}`);
        const rect = element.getBoundingClientRect();
        return { selector, properties, rect: [rect.x, rect.y, rect.width, rect.height] };
      }),
    );
  const before = await snapshot();
  await page.evaluate(() => {
    const recorded = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
    recorded.shifts = 0;
    recorded.shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorded.shifts += (entry as unknown as { value: number }).value;
    });
    recorded.shiftObserver.observe({ type: "layout-shift", buffered: true });
  });
  /** The layout shifts so far, those not yet handed to the observer's callback included. */
  const shifts = () =>
    page.evaluate(() => {
      const recorded = window as unknown as { shifts: number; shiftObserver: PerformanceObserver };
      for (const entry of recorded.shiftObserver.takeRecords()) recorded.shifts += (entry as unknown as { value: number }).value;
      return recorded.shifts;
    });
  await page.evaluate(({ key, baseUrl }) => window.DocsAssistant!.mount({ domain: "demo", apiKey: key, baseUrl }), {
    key: fixture.mock.assistantKey,
    baseUrl: fixture.mock.url,
  });
  await launcher(page).waitFor();
  // All that mounting does without input: the light launcher at once, then, when the browser is
  // idle, the full widget's code fetched ahead of need. Wait for that fetch, then for two frames
  // rendered after it, whose layout shifts (if any) are then recorded.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/docs-assistant.app.js")));
  await twoFrames(page);
  // Mounting alone (no input yet) must not move anything on the page.
  expect(await shifts()).toBe(0);
  await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
  const after = await snapshot();
  for (const [index, element] of before.entries()) {
    expect(after[index]!.rect, element.selector).toEqual(element.rect);
    expect(after[index]!.properties.filter((p, i) => p !== element.properties[i]), element.selector).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});

test("adds nothing global but window.DocsAssistant, even when the script is included twice", async () => {
  const html = fixture.docsPage({ script: "" }).replace("</body>", `${fixture.scriptTag()}${fixture.scriptTag()}</body>`);
  fixture.site.pages["/twice"] = html;
  const { page, pageErrors } = await fixture.open("/blank", "<!doctype html><title>blank</title><p>blank</p>");
  const baseline = await page.evaluate(() => Object.getOwnPropertyNames(window));
  await page.goto(`${fixture.site.url}/twice`);
  await launcher(page).waitFor();
  const added = await page.evaluate((known) => Object.getOwnPropertyNames(window).filter((key) => !known.includes(key)), baseline);
  expect(added).toEqual(["DocsAssistant"]);
  expect(await launcher(page).count()).toBe(1);
  expect(await page.evaluate(() => window.DocsAssistant!.instances.length)).toBe(1);
  expect(pageErrors).toEqual([]);
});

test("works under a strict Content-Security-Policy (no inline script or style, connect-src to the service)", async () => {
  const csp = `default-src 'none'; script-src 'self'; style-src 'self'; connect-src ${fixture.mock.url}; img-src 'self'`;
  const { page, pageErrors } = await fixture.open("/csp", { html: fixture.docsPage(), headers: { "Content-Security-Policy": csp } });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
  const colour = await launcher(page).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(colour).not.toBe("rgba(0, 0, 0, 0)");
  expect(violations).toEqual([]);
  expect(pageErrors.filter((error) => !/Content Security Policy/.test(error))).toEqual([]);
});

test("a light launcher at once; the full widget takes over on intent without moving it, from its own directory only", async () => {
  const { page, pageErrors } = await fixture.open("/network", fixture.docsPage());
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const button = launcher(page);
  await button.waitFor();
  const lightBox = await button.boundingBox();
  await waitForFullWidget(page);
  expect(await launcher(page).boundingBox()).toEqual(lightBox);
  await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
  const foreign = requested.filter((url) => !url.startsWith(`${fixture.site.url}/embed/`) && !url.startsWith(fixture.mock.url));
  expect(foreign).toEqual([]);
  expect(pageErrors).toEqual([]);
});
