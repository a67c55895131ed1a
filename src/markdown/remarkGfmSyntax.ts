import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { GFM_OPTIONS } from "./markdownSyntax";

/** The part of a unified processor that a syntax plugin touches. */
interface ParserSettings {
  data(): object;
}

/** Where remark-parse looks for syntax extensions. */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

/**
 * remark-gfm without its markdown writer: the widget only reads markdown, so the half of
 * remark-gfm that turns trees back into text (mdast-util-to-markdown and its GFM handlers) is never
 * bundled. Same parser settings as `parseMarkdown`.
 */
export function remarkGfmSyntax(this: ParserSettings): void {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfm(GFM_OPTIONS));
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
