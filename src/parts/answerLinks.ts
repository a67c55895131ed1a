import { definitionsOf, hrefOf, INLINE_LINK } from "./markdownLinks";
import { blockLineText, plainText, sentencesOf } from "./plainText";

/** One link of an answer, with the sentence it sits in. */
export interface AnswerLink {
  /** Where the link goes, as the answer wrote it (not yet checked by the URL policy). */
  href: string;
  /**
   * The sentence that holds the link, with the sentences of its paragraph since the one that held the
   * previous link: the claim it cites, as plain text, without the text of its links.
   */
  sentence: string;
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const LINK_MARK = "\u0000";

/**
 * The links of an answer (the same as `linkHrefs`, in the same order), each with the claim
 * that cites it: what a citation's passage is looked for with.
 */
export function answerLinks(markdown: string): AnswerLink[] {
  const definitions = definitionsOf(markdown);
  const links: AnswerLink[] = [];
  for (const block of proseBlocks(markdown.split("\n"))) {
    const hrefs: string[] = [];
    const marked = block.replace(INLINE_LINK, (...args) => {
      const href = hrefOf(args as unknown as RegExpExecArray, definitions);
      if (href === undefined) return args[0] as string;
      hrefs.push(href);
      return LINK_MARK;
    });
    let index = 0;
    // A citation closes the claim the sentences since the block's previous one make: at the end of a
    // paragraph ("… (Page)."), it cites the paragraph, not only its last sentence.
    let claim: string[] = [];
    for (const sentence of sentencesOf(marked)) {
      const pieces = sentence.split(LINK_MARK);
      claim.push(pieces.join(" "));
      if (pieces.length === 1) continue;
      const text = plainText(claim.join(" "));
      for (let k = 1; k < pieces.length; k += 1) links.push({ href: hrefs[index++]!, sentence: text });
      claim = [];
    }
  }
  return links;
}

/** The answer's paragraphs, list items, quotes and table rows, each one line of prose; code and definitions left out. */
function proseBlocks(lines: readonly string[]): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const end = () => {
    if (current.length > 0) blocks.push(current.join(" "));
    current = [];
  };
  for (const line of lines) {
    const opening = FENCE_LINE.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (opening) {
      end();
      fence = opening[1]!;
      continue;
    }
    if (line.trim() === "" || /^ {0,3}\[[^\]]+\]:/.test(line)) {
      end();
      continue;
    }
    // A heading, a list item or a table row starts a block of its own.
    if (/^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s|\|)/.test(line)) end();
    current.push(blockLineText(line).replace(/\|/g, " "));
  }
  end();
  return blocks;
}
