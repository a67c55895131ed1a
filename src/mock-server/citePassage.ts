import type { CorpusPage, PageSection } from "./corpusPage";
import { fenced } from "./fenced";
import type { AnswerPhrases } from "./answerPhrases";

/** How a passage is quoted. */
export interface PassageOptions {
  /** Where the page is (its source URL). */
  url: string;
  /** Where a link inside the passage goes: the URL of a page the answer may cite, else `undefined` (the link is dropped, its text kept). */
  linkFor: (href: string) => string | undefined;
  phrases: AnswerPhrases;
  /** A run-in heading, when the answer quotes more than one passage. */
  label?: string;
  /** Blocks quoted at most. @default 4 */
  maxBlocks?: number;
}

/**
 * A section quoted as it reads (each code block right after the sentence that introduces it), with
 * the page cited in its first paragraph as a markdown link named by the page's title:
 * "…use the Homebrew tap on macOS ([Installation](/guides/install)):". The citation goes at the end
 * of the paragraph's last sentence that does not already end in a link.
 */
export function citePassage(page: CorpusPage, section: PageSection, options: PassageOptions): string[] {
  const citation = `[${page.title}](${options.url})`;
  const blocks = section.blocks.slice(0, options.maxBlocks ?? 4).map((block) => {
    if (block.type === "code") return fenced(block.text, block.lang);
    return block.type === "text" ? relink(block.text, options.linkFor) : block.text;
  });
  const label = options.label && `**${/[.:!?]$/.test(options.label) ? options.label : `${options.label}.`}**`;
  if (section.blocks[0]?.type === "text") {
    const first = cite(blocks[0]!, citation);
    if (!label) return [first, ...blocks.slice(1)];
    // A list keeps its first item at the start of its line.
    return /^(?:[-*]|\d+\.)\s/.test(first) ? [label, first, ...blocks.slice(1)] : [`${label} ${first}`, ...blocks.slice(1)];
  }
  const lead = options.label ? `**${options.label}** (${citation}):` : options.phrases.fromPage(citation);
  return [lead, ...blocks];
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}`*[(«])/u;
const ENDS_IN_LINK = /\]\([^)]*\)[\s.:;!?…]*$/;

/** Puts `citation` before the final punctuation of the paragraph's last sentence that does not end in a link. */
export function cite(paragraph: string, citation: string): string {
  const sentences = paragraph.split(SENTENCE_END);
  let index = sentences.length - 1;
  while (index > 0 && ENDS_IN_LINK.test(sentences[index]!)) index -= 1;
  const sentence = sentences[index]!;
  const end = /\s*[.:;!?…]+$/u.exec(sentence);
  sentences[index] = end ? `${sentence.slice(0, end.index)} (${citation})${end[0]}` : `${sentence} (${citation})`;
  return sentences.join(" ");
}

/** Links to pages the answer may cite point at them; other links inside the docs keep only their text. */
function relink(text: string, linkFor: (href: string) => string | undefined): string {
  return text.replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, (_whole, label: string, href: string) => {
    const url = linkFor(href);
    return url ? `[${label}](${url})` : label;
  });
}
