import type { Browser, Page } from "playwright-core";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { validateAssistantRequest, validateMessageAttachments } from "../../src/protocol";
import { validateAssistantRequestV2 } from "../../src/protocol/requestBodyV2";
import type { ApiVersion } from "../../src/protocol/uiMessageStreamV2";
import { serveFixturePage, type FixturePageServer } from "./fixturePageServer";
import { launchBrowser, openPage } from "./launchBrowser";

/**
 * Files with a question, in real Chromium: the React entry from `src/` against the real mock service
 * on another origin, on both versions of the service's API. The script tag's side is in
 * `embed.attachments.test.ts`.
 */
let mock: MockServer;
let vite: FixturePageServer;
let browser: Browser;

beforeAll(async () => {
  mock = await createMockServer({ port: 0, chunkDelayMs: 0 });
  vite = await serveFixturePage("widget", "attachments");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await mock?.close();
});

const CONFIG = "region: eu-west\nconcurrency: 8\nretries: 0\ntimeout: 5s\n";

interface Sent {
  url: string;
  body: Record<string, unknown> & { messages: Array<Record<string, unknown>> };
}

async function openWidget(query: Record<string, string>, viewport = { width: 1200, height: 800 }, more: Parameters<Browser["newContext"]>[0] = {}) {
  const { context, page, pageErrors } = await openPage(browser, { viewport, ...more });
  const sent: Sent[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (request.method() === "POST" && url.endsWith("/message")) sent.push({ url, body: request.postDataJSON() });
    else if (!url.startsWith(vite.url) && !url.startsWith("blob:") && !url.startsWith("data:")) elsewhere.push(url);
  });
  const search = new URLSearchParams({ baseUrl: mock.url, domain: mock.domain, apiKey: mock.assistantKey, attachments: "true", ...query });
  await page.goto(`${vite.url}?${search}`);
  await page.getByRole("button", { name: "Ask AI", exact: true }).click();
  await page.getByRole("dialog", { name: "Docs assistant" }).waitFor();
  return { context, page, pageErrors, sent, elsewhere };
}

/** Presses Attach files and chooses `files` in the picker that opens. */
async function attachWithPicker(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attach files" }).click();
  await (await chooser).setFiles(files);
}

const chips = (page: Page) => page.getByRole("list", { name: "Files for your next question" });

/** Sends the question in the box and waits until its answer is whole. */
async function ask(page: Page, question: string, count: number) {
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.keyboard.press("Enter");
  await page.locator('[data-role="assistant"]').nth(count - 1).getByRole("button", { name: "Copy answer" }).waitFor();
}

/** A real PNG drawn by the page (what a screenshot pasted from the clipboard is), `width` by `height`. */
function drawPng(page: Page, width: number, height: number) {
  return page.evaluateHandle(
    ([w, h]) =>
      new Promise<Blob>((resolve) => {
        const canvas = document.createElement("canvas");
        canvas.width = w;
        canvas.height = h;
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#0969da";
        context.fillRect(0, 0, w, h);
        context.fillStyle = "#ffffff";
        context.fillRect(w / 4, h / 4, w / 2, h / 8);
        canvas.toBlob((blob) => resolve(blob!), "image/png");
      }),
    [width, height] as const,
  );
}

/** The files of the question as the service received it, named and typed, on either version. */
function sentFiles(sent: Sent, version: ApiVersion) {
  const question = sent.body.messages.at(-1)!;
  if (version === "v1") return (question.experimental_attachments as Array<{ name: string; contentType: string; url: string }>).map(({ name, contentType, url }) => ({ name, type: contentType, url }));
  return (question.parts as Array<{ type: string; filename: string; mediaType: string; url: string }>).filter((part) => part.type === "file").map(({ filename, mediaType, url }) => ({ name: filename, type: mediaType, url }));
}

function expectValid(sent: Sent, version: ApiVersion) {
  const shape = version === "v1" ? validateAssistantRequest(sent.body) : validateAssistantRequestV2(sent.body);
  expect(shape.ok ? "valid" : shape.error.message).toBe("valid");
  expect(validateMessageAttachments(sent.body.messages, version)).toEqual([]);
}

describe.each(["v1", "v2"] as const)("files with a question on %s", (version) => {
  test("attached with the button, dropped on the panel and pasted into the message box, they go in the service's shape, and the answer reads the config file", async () => {
    const { context, page, pageErrors, sent, elsewhere } = await openWidget({ apiVersion: version });
    try {
      await attachWithPicker(page, [{ name: "nimbus.yaml", mimeType: "", buffer: Buffer.from(CONFIG) }]);
      await chips(page).getByRole("button", { name: "nimbus.yaml", exact: true }).waitFor();

      const panel = page.locator(".daw-panel-body");
      const dropped = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(["2026-01-15 ERROR invalid_key: the key was revoked\n"], "worker.log", { type: "" }));
        return transfer;
      });
      await panel.dispatchEvent("dragenter", { dataTransfer: dropped });
      expect(await panel.getAttribute("data-drop-hint")).toBe("Drop files to attach them");
      await panel.dispatchEvent("drop", { dataTransfer: dropped });
      await chips(page).getByRole("button", { name: "worker.log", exact: true }).waitFor();
      expect(await panel.getAttribute("data-drop-hint")).toBeNull();

      const box = page.getByRole("textbox", { name: "Message" });
      await box.evaluate((element, png) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([png], "image.png", { type: "image/png" }));
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
      }, await drawPng(page, 120, 80));
      const thumbnail = chips(page).getByRole("button", { name: "image.png", exact: true }).locator("img");
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(120);
      expect(await thumbnail.getAttribute("src")).toMatch(/^blob:/);
      expect(await box.inputValue()).toBe("");

      await ask(page, "Is this config right?", 1);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toContain(`/discovery/${version}/assistant/`);
      expectValid(sent[0]!, version);
      const files = sentFiles(sent[0]!, version);
      expect(files.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: "nimbus.yaml", type: "application/yaml" },
        { name: "worker.log", type: "text/plain" },
        { name: "image.png", type: "image/png" },
      ]);
      expect(Buffer.from(files[0]!.url.split(",")[1]!, "base64").toString()).toBe(CONFIG);
      expect(sent[0]!.body).not.toHaveProperty("context");

      const answer = page.locator('[data-role="assistant"]').first();
      expect(await answer.innerText()).toContain("Your file nimbus.yaml sets region: eu-west, concurrency: 8, retries: 0 and timeout: 5s.");
      const question = page.locator('[data-role="user"]').first();
      const shown = question.getByRole("list", { name: "Attached files" }).getByRole("listitem");
      await expect.poll(() => shown.allInnerTexts()).toEqual([expect.stringContaining("nimbus.yaml"), expect.stringContaining("worker.log"), expect.stringContaining("image.png")]);
      expect(await chips(page).count()).toBe(0);
      // The files went to the service and nowhere else.
      expect(elsewhere).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a refused type and an oversized file say why, the file already attached stays, and the question comes back with its files after a reload", async () => {
    const { context, page, pageErrors, sent } = await openWidget({ apiVersion: version });
    try {
      await attachWithPicker(page, [{ name: "error.log", mimeType: "text/plain", buffer: Buffer.from("ERROR createQueue failed: invalid_key\n") }]);
      await chips(page).getByRole("button", { name: "error.log", exact: true }).waitFor();
      await attachWithPicker(page, [
        { name: "diagram.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
        { name: "installer.exe", mimeType: "application/x-msdownload", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0]) },
        { name: "huge.log", mimeType: "text/plain", buffer: Buffer.alloc(6 * 1024 * 1024, "a") },
      ]);
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.locator("p").allInnerTexts()).toEqual([
        "diagram.svg can't be attached: SVG images can carry scripts.",
        "installer.exe can't be attached: only images (PNG, JPEG, WebP, GIF) and text files can.",
        "huge.log is too large to attach (6\u00a0MB): files can be up to 5\u00a0MB.",
      ]);
      expect(await chips(page).getByRole("listitem").count()).toBe(1);

      await ask(page, "Why does my worker fail?", 1);
      expectValid(sent[0]!, version);
      expect(sentFiles(sent[0]!, version).map((file) => file.name)).toEqual(["error.log"]);
      await page.reload();
      await page.getByRole("button", { name: "Ask AI", exact: true }).click();
      const question = page.locator('[data-role="user"]').first();
      await question.getByRole("list", { name: "Attached files" }).waitFor();
      expect(await question.getByRole("listitem").innerText()).toContain("error.log");
      expect(await question.innerText()).toContain("Why does my worker fail?");
      await ask(page, "And how do I fix it?", 2);
      expectValid(sent[1]!, version);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test("on a phone the picker opens from Attach files, a finger-sized button, and offers images and text files", async () => {
  const { context, page, pageErrors } = await openWidget({}, { width: 390, height: 844 }, { isMobile: true, hasTouch: true });
  try {
    const button = page.getByRole("button", { name: "Attach files" });
    const box = await button.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    const chooser = page.waitForEvent("filechooser");
    await button.tap();
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(true);
    const accept = (await picker.element().getAttribute("accept"))!.split(",");
    expect(accept).toEqual(expect.arrayContaining(["image/png", "image/jpeg", "image/webp", "image/gif", "text/*", ".yaml", ".log"]));
    expect(accept).not.toContain("image/svg+xml");
    const bytes = await (await drawPng(page, 60, 40)).evaluate(async (png) => [...new Uint8Array(await png.arrayBuffer())]);
    await picker.setFiles([{ name: "shot.png", mimeType: "image/png", buffer: Buffer.from(bytes) }]);
    await chips(page).getByRole("button", { name: "shot.png", exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
