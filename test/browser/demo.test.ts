import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * `npm start` as a user runs it (the embed is already built by the browser tests' global setup, as
 * `npm start`'s first step builds it): the demo docs site answers through the script tag, and the
 * React entry's page answers too.
 */
let child: ChildProcess;
let demoUrl: string;

beforeAll(async () => {
  child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: "0", MOCK_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  demoUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Demo docs site:\s+(http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill("SIGINT");
    await once(child, "exit");
  }
});

test("npm start serves the demo docs site, and the widget answers there through the script tag", async () => {
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser);
    await page.goto(new URL("guides/install.html", demoUrl).href);
    expect(await page.title()).toContain("Installation");
    // The page watchers load beside the launcher, a moment after the page.
    await page.getByRole("button", { name: "Ask AI about this code" }).first().waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Ask AI", exact: true }).click();
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill("How do I install the CLI?");
    await box.press("Enter");
    await page.locator('[data-role="assistant"]', { hasText: "@nimbus/cli" }).last().waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect.poll(() => page.locator(".daw-root[data-theme='dark']").count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the demo's React page shows the React entry, popover and inline, answering too", async () => {
  const browser = await launchBrowser();
  try {
    const { page, pageErrors } = await openPage(browser);
    await page.goto(new URL("react/", demoUrl).href);
    const inline = page.getByRole("region", { name: "Ask the Nimbus docs" });
    await inline.getByRole("button", { name: "How do I install the Nimbus CLI?" }).click();
    await inline.locator('[data-role="assistant"]', { hasText: "@nimbus/cli" }).last().waitFor({ timeout: 30_000 });
    expect(await page.getByRole("button", { name: "Ask AI", exact: true }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});
