import { inject } from "vitest";
import { measureEsmEntry, type BundleSizes } from "./bundleSizes";
import { ANSWER_WITH_JS_CODE, kilobytes, lazyFilesFor, overBudget, PAGE_MENU_CONVERTER, PAGE_MENU_ON_USE, SIZE_BUDGETS, sizeLines } from "./sizeBudgets";

/**
 * The size guard, in `npm test` (and so in CI): the script-tag embed as the run's one build made it
 * (`test/build/embedSetup.ts`, the build the browser tests load) and the ESM entry built from the
 * current sources in memory; fails when a build is over its gzipped budget.
 * `npx tsx scripts/checkSize.ts` prints the same figures as a table.
 */
let sizes: BundleSizes;
beforeAll(async () => {
  const { embedApp, embedPageActions, embedLoader } = inject("embed");
  const environment = process.env.NODE_ENV;
  // Under Vitest NODE_ENV is "test", which would pick React's development builds.
  process.env.NODE_ENV = "production";
  try {
    sizes = { embedApp, embedPageActions, embedLoader, esmEntry: await measureEsmEntry() };
  } finally {
    process.env.NODE_ENV = environment;
  }
}, 240_000);

describe("bundle size budgets (gzipped)", () => {
  test("every build stays within its budget", () => {
    const over = overBudget(sizeLines(sizes)).map((line) => `${line.what}: ${kilobytes(line.bytes)} kB > ${kilobytes(line.budget!)} kB`);
    expect(over).toEqual([]);
  });

  test("the script tag's file is only the loader: the app is a separate file it imports", () => {
    expect(sizes.embedLoader.files.map((file) => file.fileName)).toEqual(["docs-assistant.iife.js"]);
    expect(sizes.embedLoader.totalBytes).toBeLessThanOrEqual(SIZE_BUDGETS.embedLoader);
    expect(sizes.embedApp.files.some((file) => file.fileName === "docs-assistant.app.js" && file.load === "entry")).toBe(true);
  });

  test("the markdown pipeline is loaded lazily, in the embed and from the ESM entry", () => {
    for (const build of [sizes.embedApp, sizes.esmEntry]) {
      const lazy = build.files.filter((file) => file.load === "lazy");
      expect(lazy.map((file) => file.fileName).join()).toMatch(/MarkdownBlocks/);
      // The parser is most of it: well over 10 kB that the first paint does not wait for.
      expect(build.lazyBytes).toBeGreaterThan(10_000);
      // One answer's measure counts that chunk.
      expect(lazyFilesFor(build, ANSWER_WITH_JS_CODE).map((file) => file.fileName).join()).toMatch(/MarkdownBlocks/);
    }
  });

  test("one answer with a js code block counts the highlighter's engine (refractor's core) and the js grammar, no other language", () => {
    const counted = lazyFilesFor(sizes.embedApp, ANSWER_WITH_JS_CODE).flatMap((file) => file.moduleIds);
    expect(counted.some((id) => /[/\\]refractor[/\\]lib[/\\]core\.js$/.test(id))).toBe(true);
    expect(counted.some((id) => /[/\\]refractor[/\\]lang[/\\]javascript\.js$/.test(id))).toBe(true);
    expect(counted.some((id) => /[/\\]refractor[/\\]lang[/\\]clike\.js$/.test(id))).toBe(true);
    expect(counted.filter((id) => /[/\\]refractor[/\\]lang[/\\]/.test(id) && !/(javascript|clike)\.js$/.test(id))).toEqual([]);
  });

  test("the passage a citation rests on is found and drawn by a chunk fetched on a reader's first intent, never on the page-load path", () => {
    const intentOnly = /[/\\]parts[/\\](PassagePopover|passageOf|findPassage|answerLinks|plainText|textFragment)\.tsx?$/;
    for (const build of [sizes.embedApp, sizes.esmEntry]) {
      const eager = build.files.filter((file) => file.load !== "lazy").flatMap((file) => file.moduleIds);
      expect(eager.filter((id) => intentOnly.test(id))).toEqual([]);
      expect(build.files.some((file) => file.load === "lazy" && file.moduleIds.some((id) => /[/\\]parts[/\\]findPassage\.ts$/.test(id)))).toBe(true);
    }
    // Nor with an answer: only pointing at a citation fetches it.
    expect(lazyFilesFor(sizes.embedApp, ANSWER_WITH_JS_CODE).flatMap((file) => file.moduleIds).filter((id) => intentOnly.test(id))).toEqual([]);
  });

  test("the page menu is a build of its own: the app carries none of it (its labels' names only, from a shim), its file only the button; the menu and the converter are chunks fetched on use, as in the ESM entry", () => {
    const pageActions = (ids: string[]) => ids.filter((id) => /[/\\]page-actions[/\\]/.test(id));
    expect(pageActions(sizes.embedApp.files.flatMap((file) => file.moduleIds))).toEqual([]);
    expect(pageActions(sizes.embedLoader.files.flatMap((file) => file.moduleIds))).toEqual([]);
    const onUse = /[/\\](page-actions[/\\](pageActionsMenu|pageToMarkdown)\.ts|turndown[/\\].*)$/;
    for (const build of [sizes.embedPageActions, sizes.esmEntry]) {
      const eager = build.files.filter((file) => file.load !== "lazy").flatMap((file) => file.moduleIds);
      expect(eager.filter((id) => onUse.test(id))).toEqual([]);
      expect(lazyFilesFor(build, PAGE_MENU_ON_USE).length).toBeGreaterThan(0);
      expect(lazyFilesFor(build, PAGE_MENU_CONVERTER).flatMap((file) => file.moduleIds).some((id) => /[/\\]turndown[/\\]/.test(id))).toBe(true);
    }
    expect(sizes.embedPageActions.files.find((file) => file.load === "entry")?.fileName).toBe("docs-assistant.page-actions.js");
  });

  test("the highlighter is never on the page-load path: its engine and grammars are lazy chunks", () => {
    for (const build of [sizes.embedApp, sizes.esmEntry]) {
      const eager = build.files.filter((file) => file.load !== "lazy").flatMap((file) => file.moduleIds);
      expect(eager.filter((id) => /[/\\]refractor[/\\]|prismTokenize/.test(id))).toEqual([]);
    }
    expect(sizes.embedLoader.files.flatMap((file) => file.moduleIds).filter((id) => /refractor|[/\\]highlight[/\\]/.test(id))).toEqual([]);
  });

  test("the reply's reader is a chunk of its own from the ESM entry, never on its page-load path; the script tag's app, fetched on intent, carries it", () => {
    // The guard every reply goes through, the data stream's transport, the reading of a failed reply.
    const readerOnly = /[/\\]chat[/\\](replyReader|guardStream|readHttpError|stream[/\\](dataStreamTransport|answerCheck|encodeParts|gatherWindow))\.ts$/;
    const eager = (build: BundleSizes[keyof BundleSizes]) => build.files.filter((file) => file.load !== "lazy").flatMap((file) => file.moduleIds);
    expect(eager(sizes.esmEntry).filter((id) => readerOnly.test(id))).toEqual([]);
    expect(lazyFilesFor(sizes.esmEntry, ANSWER_WITH_JS_CODE).flatMap((file) => file.moduleIds).filter((id) => readerOnly.test(id)).length).toBe(7);
    expect(eager(sizes.embedApp).filter((id) => readerOnly.test(id)).length).toBe(7);
    expect(sizes.embedLoader.files.flatMap((file) => file.moduleIds).filter((id) => readerOnly.test(id))).toEqual([]);
  });

  test("files with a question are a chunk of their own, never on the page-load path nor in an answer without files", () => {
    // The composer's files and the sent files' view (a stand-in's note read back), the rules the service checks, their styles and English labels.
    const filesOnly = /[/\\](widget[/\\]attachments[/\\](?!lazyAttachmentViews|attachmentRefusal|fileSize)\w+|protocol[/\\](validateAttachment|attachmentContentRule|readDataUrl|attachmentTypes|readAttachmentStandIn))\.(tsx?|css\?inline)$/;
    for (const build of [sizes.embedApp, sizes.esmEntry]) {
      const eager = build.files.filter((file) => file.load !== "lazy").flatMap((file) => file.moduleIds);
      expect(eager.filter((id) => filesOnly.test(id))).toEqual([]);
      expect(build.files.some((file) => file.load === "lazy" && file.moduleIds.some((id) => /[/\\]attachments[/\\]ComposerAttachments\.tsx$/.test(id)))).toBe(true);
    }
    expect(lazyFilesFor(sizes.embedApp, ANSWER_WITH_JS_CODE).flatMap((file) => file.moduleIds).filter((id) => filesOnly.test(id))).toEqual([]);
    expect(sizes.embedLoader.files.flatMap((file) => file.moduleIds).filter((id) => /[/\\]attachments[/\\]/.test(id))).toEqual([]);
  });
});
