import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/**
 * The one markdown dialect of the widget: CommonMark plus GFM (tables, task lists, strikethrough,
 * autolinks, footnotes), where a single `~` never strikes through ("20~25" stays a range). Blocks
 * are split and rendered by the same parser (micromark), so they always agree.
 */
export const GFM_OPTIONS = { singleTilde: false } as const;

/** The syntax tree of `markdown` (mdast), with source positions. */
export function parseMarkdown(markdown: string): ReturnType<typeof fromMarkdown> {
  return fromMarkdown(markdown, { extensions: [gfm(GFM_OPTIONS)], mdastExtensions: [gfmFromMarkdown()] });
}
