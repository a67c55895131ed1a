import { askAndWait, launcher, startEmbedFixture, waitForFullWidget, type EmbedFixture } from "./embedFixture";

/** The script tag's outside: data attributes, styling on purpose, `window.DocsAssistant` and its events. */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const launcherStyle = (name = "Ask AI") => (element: Element) => {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, radius: style.borderTopLeftRadius, name, font: style.fontFamily };
};

test("data attributes set the props: label, title, theme, example questions, page size, filter and string labels", async () => {
  const attributes = [
    'data-launcher-label="Ask the docs"',
    'data-title="Nimbus helper"',
    'data-theme="dark"',
    'data-example-questions="How do I install the CLI?|What are the rate limits?"',
    'data-retrieval-page-size="3"',
    'data-filter-version="v1"',
    'data-current-path="/v1/guides/install"',
    `data-labels='{"send":"Envoyer","close":"Fermer"}'`,
  ].join(" ");
  const { page, pageErrors } = await fixture.open("/attributes", fixture.docsPage({ script: fixture.scriptTag(attributes) }));
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/discovery/")) bodies.push(request.postDataJSON());
  });
  await launcher(page, "Ask the docs").click();
  await page.getByRole("dialog", { name: "Nimbus helper" }).waitFor();
  await page.getByRole("button", { name: "Envoyer" }).waitFor();
  await page.getByRole("button", { name: "Fermer" }).waitFor();
  expect(await page.locator(".daw-root[data-theme='dark']").count()).toBeGreaterThan(0);
  await page.getByRole("button", { name: "How do I install the CLI?" }).click();
  await page.locator('[data-role="assistant"]', { hasText: "Nimbus 1" }).last().waitFor();
  expect(bodies[0]).toMatchObject({ retrievalPageSize: 3, filter: { version: "v1" }, currentPath: "/v1/guides/install", fp: "anonymous" });
  expect(pageErrors).toEqual([]);
});

test("styling from outside on purpose: custom properties (data attribute or host CSS), ::part() and an extra stylesheet", async () => {
  fixture.site.pages["/extra.css"] = { html: ".daw-root .daw-title { text-transform: uppercase; }", headers: { "Content-Type": "text/css" } };
  const head = `<style>
    :root { --daw-radius: 3px; --daw-font: Georgia, serif; }
    docs-assistant-widget::part(launcher) { border-radius: 4px; }
  </style>`;
  const script = fixture.scriptTag('data-accent-color="rgb(200, 30, 30)" data-stylesheet="/extra.css"');
  const { page } = await fixture.open("/styling", fixture.docsPage({ head, script }));
  await waitForFullWidget(page);
  const style = await launcher(page).evaluate(launcherStyle());
  expect(style.background).toBe("rgb(200, 30, 30)");
  expect(style.radius).toBe("4px");
  expect(style.font).toContain("Georgia");
  await launcher(page).click();
  const title = page.getByRole("dialog").locator(".daw-title");
  expect(await title.evaluate((element) => getComputedStyle(element).textTransform)).toBe("uppercase");
});

test("mount twice, destroy one, destroy the other, mount again: each widget works and leaves nothing behind", async () => {
  const body = `<main><pre id="code">nimbus --version</pre><div id="slot"></div></main>`;
  const { page, pageErrors } = await fixture.open("/mounts", fixture.docsPage({ body, script: fixture.scriptTag('data-auto-mount="false"') }));
  await page.waitForFunction(() => Boolean(window.DocsAssistant));
  const options = { domain: "demo", apiKey: fixture.mock.assistantKey, baseUrl: fixture.mock.url, threadStorage: "none" };
  await page.evaluate((base) => {
    const api = window.DocsAssistant!;
    api.mount({ ...base, mode: "inline", container: "#slot", title: "Inline helper", captureContext: false, shortcut: false } as never);
    api.mount({ ...base, launcherLabel: "Popover helper" } as never);
  }, options);
  await page.getByRole("region", { name: "Inline helper" }).waitFor();
  await launcher(page, "Popover helper").waitFor();
  expect(await page.evaluate(() => window.DocsAssistant!.instances.length)).toBe(2);
  expect(await page.locator("docs-assistant-widget").count()).toBe(2);

  await page.evaluate(() => window.DocsAssistant!.instances[0]!.destroy());
  expect(await page.getByRole("region", { name: "Inline helper" }).count()).toBe(0);
  await askAndWait(page, "How do I install the CLI?", "@nimbus/cli", "Popover helper");

  await page.evaluate(() => window.DocsAssistant!.instances[0]!.destroy());
  expect(await page.locator("docs-assistant-widget").count()).toBe(0);
  expect(await page.locator("docs-assistant-code-action, docs-assistant-selection-action").count()).toBe(0);
  expect(await page.evaluate(() => window.DocsAssistant!.instances.length)).toBe(0);

  await page.evaluate((base) => window.DocsAssistant!.mount(base as never).ask("How do I install the CLI?"), options);
  await page.locator('[data-role="assistant"]', { hasText: "@nimbus/cli" }).last().waitFor();
  expect(await page.locator("docs-assistant-widget").count()).toBe(1);
  expect(pageErrors).toEqual([]);
});

test("the controller opens, closes, asks and updates; widget events arrive as docs-assistant:* DOM events", async () => {
  const { page, pageErrors } = await fixture.open("/controller", fixture.docsPage({ script: fixture.scriptTag('data-thread-storage="none"') }));
  await page.evaluate(() => {
    const seen: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    for (const type of ["ready", "open", "close", "ask", "answer-finished", "context-added", "error"]) {
      window.addEventListener(`docs-assistant:${type}`, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
  await page.waitForFunction(() => window.DocsAssistant?.instances.length === 1);
  const widget = "window.DocsAssistant.instances[0]";
  await page.evaluate(`${widget}.open()`);
  await page.getByRole("dialog").waitFor();
  await page.evaluate(`${widget}.close()`);
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await page.evaluate(`${widget}.addContext({ type: "code", value: "nimbus --version", path: "/controller" })`);
  await page.evaluate(`${widget}.ask("How do I check the installed version?")`);
  await page.locator('[data-role="assistant"]', { hasText: "--version" }).last().waitFor();
  // Context from the page docked the panel beside it, over the launcher's corner: closed, the launcher shows.
  await page.evaluate(`${widget}.close()`);
  await page.evaluate(`${widget}.update({ launcherLabel: "Docs help", theme: "dark" })`);
  await launcher(page, "Docs help").waitFor();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: Array<{ type: string }> }).seen.map((event) => event.type))).toEqual(
    expect.arrayContaining(["open", "close", "context-added", "ask", "answer-finished"]),
  );
  const seen = await page.evaluate(() => (window as unknown as { seen: Array<{ type: string; detail: Record<string, unknown> }> }).seen);
  const ask = seen.find((event) => event.type === "ask")!.detail;
  expect(ask).toMatchObject({ type: "ask", question: "How do I check the installed version?", context: [{ type: "code", value: "nimbus --version" }] });
  const finished = seen.find((event) => event.type === "answer-finished")!.detail;
  expect((finished.sources as unknown[]).length).toBeGreaterThan(0);
  expect(finished.threadId).toEqual(expect.any(String));
  expect(pageErrors).toEqual([]);
});
