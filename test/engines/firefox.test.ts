import { READER_FLOWS } from "../scenarios/readerFlows";
import type { ReaderBrowser } from "../scenarios/ReaderDriver";
import { startReaderSite, type ReaderSite } from "../scenarios/readerSite";
import { firefoxReader } from "./firefoxReader";

/** The reader's flows in Firefox: the same scenarios Chromium runs (`test/browser/readerFlows.test.ts`). */
let site: ReaderSite;
let browser: ReaderBrowser;
beforeAll(async () => {
  site = await startReaderSite();
  // Throws, naming the Debian packages to install, when the engine is not on this machine: every flow then fails.
  browser = firefoxReader();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

for (const flow of READER_FLOWS) test(flow.name, () => flow.run(browser, site));
