import type { Page } from "playwright-core";
import { MOCK_SCENARIOS } from "../../src/mock-server/config";
import { startEmbedFixture, type EmbedFixture } from "./embedFixture";

/**
 * In the script-tag build at human key speed: focus is never left on <body>,
 * not when the light launcher is swapped for the full widget, nor after Send, Stop, New
 * conversation or Retry. Focus is read through the shadow root (the deep active element).
 */
// More of these flows are shared with the Firefox and WebKit lanes: test/scenarios/readerFlows.ts (run here by readerFlows.test.ts).
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

/** A docs page with nothing focusable of its own: the first Tab lands on the launcher. */
const QUIET_BODY = `<main><h1>Installation</h1><p>Nimbus ships a command line tool.</p></main>`;
const HUMAN = { delay: 60 };

/** The focused element, through shadow roots: its tag and accessible name (or body). */
function deepActive(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return "body";
    // The text assistive technology reads: without the launcher's icon and shortcut hint (aria-hidden).
    const spoken = element.cloneNode(true) as Element;
    for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const name = element.getAttribute("aria-label") ?? (element.tagName === "TEXTAREA" ? "Message" : spoken.textContent?.trim());
    return `${element.tagName.toLowerCase()}:${name}`;
  });
}

/** Every request to the assistant gets `scenario` (the mock picks it from this header). */
async function useScenario(page: Page, scenario: string) {
  await page.route(/\/assistant\/[^/]+\/message$/, (route) => route.continue({ headers: { ...route.request().headers(), "x-mock-scenario": scenario } }));
}

async function openQuiet(path: string) {
  const opened = await fixture.open(path, fixture.docsPage({ body: QUIET_BODY, script: fixture.scriptTag('data-thread-storage="none"') }));
  return opened;
}

/** Opens the panel from the keyboard and returns once the message box has focus. */
async function openByKeyboard(page: Page) {
  await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
  await page.keyboard.press("Tab", HUMAN);
  await expect.poll(() => deepActive(page)).toBe("button:Ask AI");
  await page.keyboard.press("Enter", HUMAN);
  await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
  await expect.poll(() => deepActive(page)).toBe("textarea:Message");
}

test("Enter on the light launcher while the widget is still loading opens the panel once it has loaded", async () => {
  const { page, pageErrors, context } = await fixture.browser.newContext().then(async (context) => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    return { page, pageErrors, context };
  });
  try {
    // The full widget's file is held until the reader has pressed Enter.
    let release!: () => void;
    const pressed = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const appRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/docs-assistant\.app\.js$/, async (route) => {
      requested();
      await pressed;
      await route.continue();
    });
    fixture.site.pages["/focus-loading"] = fixture.docsPage({ body: QUIET_BODY, script: fixture.scriptTag('data-thread-storage="none"') });
    await page.goto(`${fixture.site.url}/focus-loading`);
    await page.getByRole("button", { name: "Ask AI", exact: true }).waitFor();
    await page.keyboard.press("Tab", HUMAN);
    await appRequested;
    expect(await deepActive(page)).toBe("button:Ask AI");
    await page.keyboard.press("Enter", HUMAN);
    release();
    await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
    await expect.poll(() => deepActive(page)).toBe("textarea:Message");
    expect(await page.getByRole("dialog").count()).toBe(1);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("Send pressed as a button, then Stop: focus stays on the message box; New conversation leaves it there too", async () => {
  const { page, pageErrors, context } = await openQuiet("/focus-send-stop");
  try {
    await useScenario(page, MOCK_SCENARIOS.slowDrip);
    await openByKeyboard(page);
    await page.keyboard.type("How do I install the widget?", HUMAN);
    // Tab to Send and press it.
    await page.keyboard.press("Tab", HUMAN);
    expect(await deepActive(page)).toBe("button:Send");
    await page.keyboard.press("Enter", HUMAN);
    await page.getByRole("button", { name: "Stop" }).waitFor();
    expect(await deepActive(page)).toBe("textarea:Message");

    // Tab to Stop once text streams, and press it.
    await page.locator('[data-role="assistant"] [data-part="text"]').first().waitFor();
    await page.keyboard.press("Tab", HUMAN);
    expect(await deepActive(page)).toBe("button:Stop");
    await page.keyboard.press("Enter", HUMAN);
    await page.getByRole("button", { name: "Send" }).waitFor();
    await expect.poll(() => deepActive(page)).toBe("textarea:Message");

    // New conversation, reached with Shift+Tab from the header, pressed with Space.
    const newConversation = page.getByRole("button", { name: "New conversation" });
    await newConversation.focus();
    expect(await deepActive(page)).toBe("button:New conversation");
    await page.keyboard.press("Space", HUMAN);
    await expect.poll(() => newConversation.isDisabled()).toBe(true);
    await expect.poll(() => deepActive(page)).toBe("textarea:Message");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("Retry after a cut connection, pressed from the keyboard: focus goes to the message box", async () => {
  const { page, pageErrors, context } = await openQuiet("/focus-retry");
  try {
    let cuts = 0;
    await page.route(/\/assistant\/[^/]+\/message$/, (route) =>
      cuts++ === 0
        ? route.continue({ headers: { ...route.request().headers(), "x-mock-scenario": MOCK_SCENARIOS.cutMidStream } })
        : route.continue(),
    );
    await openByKeyboard(page);
    await page.keyboard.type("How do I install the widget?", HUMAN);
    await page.keyboard.press("Enter", HUMAN);
    const retry = page.getByRole("alert").getByRole("button", { name: "Retry" });
    await retry.waitFor();
    await retry.focus();
    await page.keyboard.press("Enter", HUMAN);
    await page.getByRole("alert").waitFor({ state: "detached" });
    expect(await deepActive(page)).toBe("textarea:Message");
    await page.locator('[data-role="assistant"]').getByRole("button", { name: "Copy answer" }).waitFor();
    expect(await deepActive(page)).toBe("textarea:Message");
    // The cut itself is a failed resource load in the console; nothing thrown.
    expect(pageErrors.filter((line) => line.startsWith("pageerror"))).toEqual([]);
  } finally {
    await context.close();
  }
});
