import { askAndWait, launcher, startEmbedFixture, type EmbedFixture } from "./embedFixture";
import { servePages } from "./servePages";

/**
 * The script tag on a page whose own scripts got something wrong before it: an enumerable key on
 * `Object.prototype`, a polluted option name, an element whose id is `DocsAssistant`. The widget
 * still loads and answers, and sends nothing where the pollution points.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const pollute = (entries: Record<string, unknown>) =>
  `<script>${Object.entries(entries)
    .map(([key, value]) => `Object.prototype[${JSON.stringify(key)}] = ${JSON.stringify(value)};`)
    .join("")}</script>`;

test("an enumerable key on Object.prototype: the launcher, the full widget and an answer all work", async () => {
  const { page, pageErrors, context } = await fixture.open("/polluted-key", fixture.docsPage({ head: pollute({ somethingEnumerable: 1 }) }));
  try {
    await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an element with id="DocsAssistant" is not taken for an earlier copy of the loader', async () => {
  const body = `<div id="DocsAssistant">A site's own element</div><main><p>Docs</p></main>`;
  const { page, pageErrors, context } = await fixture.open("/named-element", fixture.docsPage({ body }));
  try {
    await askAndWait(page, "How do I install the CLI?", "@nimbus/cli");
    expect(await page.evaluate(() => typeof window.DocsAssistant?.mount)).toBe("function");
    expect(await page.evaluate(() => document.getElementById("DocsAssistant")!.textContent)).toBe("A site's own element");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a polluted baseUrl or launcher label changes nothing: no request leaves for the polluted origin", async () => {
  const elsewhere = await servePages();
  const pollution = pollute({ baseUrl: elsewhere.url, launcher: "Polluted", launcherLabel: "Polluted" });
  try {
    for (const [path, script] of [
      ["/polluted-tag", fixture.scriptTag()],
      // Without data-base-url the widget asks its own origin; the pollution must not say otherwise.
      ["/polluted-same-origin", fixture.scriptTag().replace(/data-base-url="[^"]*"/, "")],
      ["/polluted-mount", fixture.scriptTag('data-auto-mount="false"')],
    ] as const) {
      const { page, context } = await fixture.open(path, fixture.docsPage({ head: pollution, script }));
      try {
        const requests: string[] = [];
        page.on("request", (request) => requests.push(request.url()));
        if (path === "/polluted-mount") {
          await page.evaluate(
            ({ key, url }) => window.DocsAssistant!.mount({ domain: "demo", apiKey: key, baseUrl: url, labels: {} } as never),
            { key: fixture.mock.assistantKey, url: fixture.mock.url },
          );
        }
        await launcher(page).click();
        const box = page.getByRole("textbox", { name: "Message" });
        await box.fill("How do I install the CLI?");
        const sent = page.waitForRequest((request) => request.method() === "POST" && /\/discovery\/v\d\/assistant\/demo\/message$/.test(request.url()));
        await box.press("Enter");
        const request = await sent;
        const expectedOrigin = path === "/polluted-same-origin" ? fixture.site.url : fixture.mock.url;
        expect(request.url()).toBe(`${expectedOrigin}/discovery/v1/assistant/demo/message`);
        if (path !== "/polluted-same-origin") await page.locator('[data-role="assistant"]', { hasText: "@nimbus/cli" }).last().getByRole("button", { name: "Copy answer" }).waitFor();
        expect(requests.filter((url) => url.startsWith(elsewhere.url))).toEqual([]);
        expect(elsewhere.seen).toEqual([]);
      } finally {
        await context.close();
      }
    }
  } finally {
    await elsewhere.close();
  }
});
