import type { BuildSizes, BundleFile, BundleSizes } from "./bundleSizes";

/** One measured size, against its budget when it has one (issue 7). */
export interface SizeLine {
  what: string;
  /** Gzipped bytes. */
  bytes: number;
  /** At most this many gzipped bytes; none for figures that are only reported. */
  budget?: number;
}

const KB = 1000;

/** The budgets of issue 7, in gzipped bytes. */
export const SIZE_BUDGETS = {
  /** The script tag's file: an interactive launcher that loads the rest on intent or idle. */
  embedLoader: 15 * KB,
  /**
   * Everything a page fetches through one finished answer with a `js` code block (issue 13): the
   * script tag, the app's first open, and the lazy chunks that answer loads (`ANSWER_WITH_JS_CODE`).
   * The page watchers (`docs-assistant.page.js`: code buttons placed clear of code and of the site's
   * own buttons, and the listener that fetches the selection action with the first selection) count
   * in the first open; the selection action and a code block's reading, fetched on first use, do not.
   * 140 again (141 while the parts were opened, the conversation kept whole, the page menu and files
   * with a question came: 142.2 with files), since the markdown's element builder writes the few
   * properties an answer has without property-information's schemas (-3.0 kB), GFM's footnote
   * section that the widget never builds is left out (-0.6 kB), and a stand-in's note is read with
   * the attachments' chunk. Measured 138.6.
   */
  embedThroughAnswer: 140 * KB,
  /**
   * The page menu's file (`docs-assistant.page-actions.js`), fetched at mount by a page that asks for
   * the menu (`data-page-actions`) and by no other: its button, placed beside the page's title. The
   * menu and the converter come on use.
   */
  pageMenuAtMount: 6 * KB,
  /**
   * The ESM entry with its dependencies (React external), first load: what the first paint needs.
   * 84 (was 94) since the request validator (and zod with it) left the root entry: measured 81.6.
   * 83.2 with the page menu (`AssistantPageActions`, the `pageActions` prop, the menu's labels and
   * the chunks the bundler splits off for what the lazily loaded menu shares with the first load);
   * 85.6 with files with a question. 83.5 since the reply's reader is a chunk of its own, loaded with
   * the first question or as the composer mounts (-2.3 kB), and the request builder no longer splits
   * the stored conversation into a chunk shared with v2: measured 83.0. 84 again with the way to a
   * person (`support`, `AssistantSupportLink`, the handoff: +0.9 kB): measured 83.9, then 83,993 B with the
   * mark under an unfinished answer (7 B of margin).
   */
  esmFirstLoad: 84 * KB,
} as const;

/**
 * The lazily loaded modules a finished answer with a `js` code block makes the page fetch, by module
 * id: the reply's reader (`chat/replyReader.ts`: the guard every reply goes through, the data
 * stream's transport), the markdown pipeline, the highlighter's engine (`highlight/prismTokenize.ts`
 * with refractor's core, loaded with the first grammar), and the code of the `js` language where
 * highlighting loads one per language (a module named `javascript` or `js`, as grammars are). A lazy
 * chunk counts when it holds one of them; the chunks it imports statically come with it (`clike`,
 * which `javascript` extends). Chunks for other languages do not count.
 */
export const ANSWER_WITH_JS_CODE: readonly RegExp[] = [
  /[/\\]chat[/\\]replyReader\.ts$/,
  /[/\\]markdown[/\\]MarkdownBlocks\.tsx$/,
  /[/\\]markdown[/\\]highlight[/\\]prismTokenize\.ts$/,
  /[/\\.-](javascript|js)\.[cm]?[jt]sx?$/,
];

/** The files of `build` a page fetches for a lazy need: each lazy chunk holding a module `needed` matches, and its static imports. */
export function lazyFilesFor(build: BuildSizes, needed: readonly RegExp[]): BundleFile[] {
  const byName = new Map(build.files.map((file) => [file.fileName, file]));
  const fetched = new Set<string>();
  const visit = (name: string) => {
    const file = byName.get(name);
    if (!file || file.load !== "lazy" || fetched.has(name)) return;
    fetched.add(name);
    for (const imported of file.imports) visit(imported);
  };
  for (const file of build.files) if (file.load === "lazy" && file.moduleIds.some((id) => needed.some((pattern) => pattern.test(id)))) visit(file.fileName);
  return build.files.filter((file) => fetched.has(file.fileName));
}

/** The page menu's modules: its menu (loaded when opened) and its converter (loaded by the first `Copy page` that converts). */
export const PAGE_MENU_ON_USE: readonly RegExp[] = [/[/\\]page-actions[/\\]pageActionsMenu\.ts$/];
export const PAGE_MENU_CONVERTER: readonly RegExp[] = [/[/\\]page-actions[/\\]pageToMarkdown\.ts$/];

/** The lines of the size table: the budgets, and the split of each build between first and lazy loads. */
export function sizeLines(sizes: BundleSizes): SizeLine[] {
  const { embedLoader, embedApp, embedPageActions, esmEntry } = sizes;
  const answerChunks = lazyFilesFor(embedApp, ANSWER_WITH_JS_CODE).reduce((total, file) => total + file.gzipBytes, 0);
  const menu = lazyFilesFor(embedPageActions, PAGE_MENU_ON_USE);
  // The converter comes after the menu: what it shares with the menu is there already.
  const converter = lazyFilesFor(embedPageActions, PAGE_MENU_CONVERTER).filter((file) => !menu.includes(file));
  return [
    { what: "embed: docs-assistant.iife.js (the script tag)", bytes: embedLoader.totalBytes, budget: SIZE_BUDGETS.embedLoader },
    { what: "embed: app, first open (docs-assistant.app.js + static chunks)", bytes: embedApp.firstLoadBytes },
    { what: "embed: app, lazy chunks (all)", bytes: embedApp.lazyBytes },
    { what: "embed: lazy chunks of one answer with a js code block", bytes: answerChunks },
    {
      what: "embed: fetched through one answer with a js code block",
      bytes: embedLoader.totalBytes + embedApp.firstLoadBytes + answerChunks,
      budget: SIZE_BUDGETS.embedThroughAnswer,
    },
    { what: "embed: page menu's button, at mount (data-page-actions only)", bytes: embedPageActions.firstLoadBytes, budget: SIZE_BUDGETS.pageMenuAtMount },
    { what: "embed: page menu, on first open", bytes: sumOf(menu) },
    { what: "embed: Copy page's converter, on first use (turndown + GFM)", bytes: sumOf(converter) },
    { what: "embed: everything under dist/embed/", bytes: embedLoader.totalBytes + embedApp.totalBytes + embedPageActions.totalBytes },
    { what: "ESM entry + deps (React external): first load", bytes: esmEntry.firstLoadBytes, budget: SIZE_BUDGETS.esmFirstLoad },
    { what: "ESM entry + deps (React external): lazy chunks", bytes: esmEntry.lazyBytes },
    { what: "ESM entry + deps (React external): everything", bytes: esmEntry.totalBytes },
  ];
}

function sumOf(files: readonly BundleFile[]): number {
  return files.reduce((total, file) => total + file.gzipBytes, 0);
}

/** The lines over their budget. */
export function overBudget(lines: readonly SizeLine[]): SizeLine[] {
  return lines.filter((line) => line.budget !== undefined && line.bytes > line.budget);
}

/** Bytes as kB with one decimal, as the issue writes them. */
export function kilobytes(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
