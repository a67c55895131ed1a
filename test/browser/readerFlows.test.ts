import { READER_FLOWS } from "../scenarios/readerFlows";
import { startReaderSite, type ReaderSite } from "../scenarios/readerSite";
import { launchBrowser } from "./launchBrowser";
import { playwrightReader } from "./playwrightReader";
import type { ReaderBrowser } from "../scenarios/ReaderDriver";

/** The reader's flows in Chromium: the same scenarios the Firefox and WebKit lanes run (`test/engines/`). */
let site: ReaderSite;
let browser: ReaderBrowser;
beforeAll(async () => {
  site = await startReaderSite();
  browser = playwrightReader(await launchBrowser());
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

for (const flow of READER_FLOWS) test(flow.name, () => flow.run(browser, site));
