import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { capNesting } from "./capNesting";

/**
 * The one markdown dialect of the widget: CommonMark plus GFM (tables, task lists, strikethrough,
 * autolinks, footnotes), where a single `~` never strikes through ("20~25" stays a range). Blocks
 * are split and rendered by the same parser (micromark), so they always agree.
 */
export const GFM_OPTIONS = { singleTilde: false } as const;

// Built once: they are plain tables of constructs and handlers, and building them costs a few ms.
const SYNTAX_EXTENSIONS = [gfm(GFM_OPTIONS)];
const TREE_EXTENSIONS = [gfmFromMarkdown()];

/**
 * The syntax tree of `markdown` (mdast), with source positions, its block quotes and lists nested
 * no deeper than `MAX_NESTING` (see `capNesting`: deeper markers are text).
 */
export function parseMarkdown(markdown: string): ReturnType<typeof fromMarkdown> {
  return fromMarkdown(capNesting(markdown), { extensions: SYNTAX_EXTENSIONS, mdastExtensions: TREE_EXTENSIONS });
}

/** Every construct an answer uses, once: parsing it gets the parser's code compiled and warm. */
const WARM_UP_SAMPLE = [
  "## Heading with **bold**, *emphasis*, `code`, ~~gone~~ and [a link](/guides/x \"title\")",
  "A paragraph with an autolink https://example.com, <https://example.org>, a footnote[^1] and an ![image](/i.png).",
  "- item\n- [x] done\n  1. nested\n\n> A quote\n> on two lines",
  "```ts\nconst answer = 42;\n```",
  "| a | b |\n|:--|--:|\n| 1 | 2 |",
  "[^1]: The note.\n[ref]: /guides/ref",
].join("\n\n");

/**
 * Parses a small sample that holds every construct, so the first real answer is parsed by warm,
 * compiled code: cold, the parser is several times slower, enough to make the first answer's first
 * frame a long task. Meant for an idle moment after the pipeline has loaded.
 */
export function warmUpMarkdownParser(): void {
  parseMarkdown(WARM_UP_SAMPLE);
}
