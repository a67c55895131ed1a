import { createMockServer, type MockServer } from "../../src/mock-server";
import { DOCS_BODY } from "../browser/embedFixture";
import { servePages } from "../browser/servePages";
import { probeScript } from "./readerProbe";

/** What a host page is made of: the widget's data attributes, the body, the `<html>` attributes. */
export interface HostPage {
  /** Extra data attributes of the script tag (`data-mode="sidebar"`). */
  attributes?: string;
  body?: string;
  /** Attributes of `<html>`, `lang="en"` unless given (`lang="ar" dir="rtl"`). */
  html?: string;
}

/**
 * A docs site for the reader's flows, the same in every engine: the mock service, and pages that
 * load the built script-tag embed (the run's one build) after the page probe. Each page is served
 * from a port of its own: another origin, so its storage starts empty in an engine whose driver
 * keeps one profile for every page (WebKit's).
 */
export async function startReaderSite() {
  const mock: MockServer = await createMockServer({ port: 0, chunkDelayMs: 1 });
  const sites: Array<Awaited<ReturnType<typeof servePages>>> = [];
  return {
    mock,
    /** Serves a new page on an origin of its own and returns its URL. */
    async page(options: HostPage = {}): Promise<string> {
      const site = await servePages();
      sites.push(site);
      const path = "/docs/page";
      const script = `<script src="/embed/docs-assistant.iife.js" data-domain="${mock.domain}" data-api-key="${mock.assistantKey}" data-base-url="${mock.url}" ${options.attributes ?? ""} defer></script>`;
      site.pages[path] = `<!doctype html><html ${options.html ?? 'lang="en"'}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs</title>${probeScript()}${script}</head><body>${options.body ?? DOCS_BODY}</body></html>`;
      return `${site.url}${path}`;
    },
    async close() {
      await Promise.all(sites.map((site) => site.close()));
      await mock.close();
    },
  };
}

export type ReaderSite = Awaited<ReturnType<typeof startReaderSite>>;
