import type { Page } from "playwright-core";
import { validateAssistantRequest, validateMessageAttachments } from "../../src/protocol";
import { askAndWait, launcher, startEmbedFixture, waitForFullWidget, type EmbedFixture } from "./embedFixture";

/**
 * Files with a question in the script tag's build: the attachments' chunk is fetched from the embed's
 * own directory only where `data-attachments="true"`, and works inside the shadow root (the picker,
 * a drop, its styles), under a strict CSP.
 */
let fixture: EmbedFixture;
beforeAll(async () => {
  fixture = await startEmbedFixture();
});
afterAll(() => fixture.close());

const CONFIG = "queues:\n  default:\n    retries: 0\n";
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self' http://127.0.0.1:*";

/** The script's own chunks the page fetched, by file name. */
function embedChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/embed/chunks/")) chunks.push(path.slice("/embed/chunks/".length));
  });
  return chunks;
}

test('data-attachments="true": the picker and a drop inside the shadow root, the files sent as the service defines them, styled by their own sheet, shown again after a reload', async () => {
  const html = fixture.docsPage({ script: fixture.scriptTag('data-attachments="true"') });
  const { page, pageErrors } = await fixture.open("/files", { html, headers: { "Content-Security-Policy": CSP } });
  const chunks = embedChunks(page);
  const bodies: Array<{ messages: Array<{ experimental_attachments?: Array<{ name?: string; contentType?: string; url: string }> }> }> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/discovery/v1/assistant/")) bodies.push(request.postDataJSON());
  });
  await waitForFullWidget(page);
  await launcher(page).click();
  const attach = page.getByRole("button", { name: "Attach files" });
  const chooser = page.waitForEvent("filechooser");
  await attach.click();
  await (await chooser).setFiles([{ name: "nimbus.yaml", mimeType: "", buffer: Buffer.from(CONFIG) }]);
  const list = page.getByRole("list", { name: "Files for your next question" });
  await list.getByRole("button", { name: "nimbus.yaml", exact: true }).waitFor();
  expect(chunks.some((name) => name.startsWith("attachmentViews-"))).toBe(true);
  // Its stylesheet reached the shadow root: the button and the chip are drawn as designed.
  expect(await attach.evaluate((element) => getComputedStyle(element).width)).toBe("40px");
  expect(await list.getByRole("listitem").first().evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe("999px");

  const panel = page.locator(".daw-panel-body");
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["ERROR 401 invalid_key: request rejected\n"], "worker.log"));
    return transfer;
  });
  await panel.dispatchEvent("dragover", { dataTransfer: dropped });
  expect(await panel.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('"Drop files to attach them"');
  await panel.dispatchEvent("drop", { dataTransfer: dropped });
  await list.getByRole("button", { name: "worker.log", exact: true }).waitFor();

  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Why are my failed jobs never retried?");
  await box.press("Enter");
  await page.locator('[data-role="assistant"]', { hasText: "Your file nimbus.yaml sets retries: 0." }).getByRole("button", { name: "Copy answer" }).waitFor();
  const result = validateAssistantRequest(bodies[0]);
  expect(result.ok ? "valid" : result.error.message).toBe("valid");
  expect(validateMessageAttachments(bodies[0]!.messages, "v1")).toEqual([]);
  expect(bodies[0]!.messages.at(-1)!.experimental_attachments!.map(({ name, contentType }) => ({ name, contentType }))).toEqual([
    { name: "nimbus.yaml", contentType: "application/yaml" },
    { name: "worker.log", contentType: "text/plain" },
  ]);

  await page.reload();
  await waitForFullWidget(page);
  await launcher(page).click();
  const shown = page.locator('[data-role="user"]').getByRole("list", { name: "Attached files" });
  await shown.waitFor();
  expect(await shown.getByRole("listitem").allInnerTexts()).toEqual([expect.stringMatching(/^nimbus\.yaml\s*YAML file, 34\sbytes$/), expect.stringMatching(/^worker\.log\s*LOG file, 40\sbytes$/)]);
  expect(pageErrors).toEqual([]);
});

test("without data-attachments the attachments' code is never fetched, even for a whole answer", async () => {
  const { page, pageErrors } = await fixture.open("/no-files", fixture.docsPage());
  const chunks = embedChunks(page);
  await askAndWait(page, "How do I install the CLI?", "Installation");
  expect(await page.getByRole("button", { name: "Attach files" }).count()).toBe(0);
  expect(chunks.filter((name) => /attachment|readDataUrl/i.test(name))).toEqual([]);
  expect(chunks.length).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});
