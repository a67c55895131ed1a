import { pageContentElement } from "./pageContent";
import { findAnchor, type PageActionsSetup } from "./pageActionsSetup";
import { readPublishedPageMarkdown, type PublishedPageMarkdown } from "./publishedPageMarkdown";

/**
 * Puts the page on the clipboard as Markdown: the site's own when it publishes it, else the page's
 * content converted (the converter is fetched now, on first use). Resolves `true` once written,
 * `false` when the clipboard refused. The clipboard is asked at once, with the text still to come,
 * where the browser takes that (a `ClipboardItem` holding a promise): Safari lets a page write only
 * within the reader's gesture, which the fetches would outlast.
 * @param published the page's own Markdown, as the menu found it (see `publishedPageMarkdown`).
 */
export async function copyPageMarkdown(doc: Document, setup: PageActionsSetup, published: PublishedPageMarkdown | undefined): Promise<boolean> {
  const markdown = (async () => {
    const own = published ? await readPublishedPageMarkdown(doc, published) : undefined;
    if (own !== undefined) return own;
    const { pageToMarkdown } = await import("./pageToMarkdown");
    return pageToMarkdown(pageContentElement(doc, findAnchor(doc, setup.anchor)), { isInsideWidget: setup.isInsideWidget });
  })();
  const view = doc.defaultView;
  const clipboard = view?.navigator.clipboard;
  if (!clipboard) return false;
  if (typeof view.ClipboardItem === "function" && typeof clipboard.write === "function") {
    try {
      await clipboard.write([new view.ClipboardItem({ "text/plain": markdown.then((text) => new Blob([text], { type: "text/plain" })) })]);
      return true;
    } catch {
      // A browser that takes no promise in a ClipboardItem: the text is written once it is there.
    }
  }
  try {
    await clipboard.writeText(await markdown);
    return true;
  } catch {
    return false;
  }
}
