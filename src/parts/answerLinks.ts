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

// Code spans, images, inline links, autolinks, reference links and bare web addresses.
const INLINE =
  /(?<ticks>`+)[\s\S]*?\k<ticks>|!\[[^\]]*\]\([^)]*\)|\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?(?<href>[^\s)>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)|<(?<auto>(?:https?:\/\/|mailto:)[^\s>]+)>|\[(?<refText>[^\]]+)\](?:\[(?<refLabel>[^\]]*)\])?|(?<bare>\bhttps?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])/g;
// A fenced code block, to its closing fence or the end of the text: it holds no links.
const FENCED = /^ {0,3}(?<fence>`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?(?:\n {0,3}\k<fence>[`~]*[ \t]*(?=\n|$)|$(?![\s\S]))|$(?![\s\S]))/;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?/gm;
// A reference definition's line is not a link either.
const DEFINITION_LINE = /^ {0,3}\[[^\]]+\]:(?<definition>[^\n]*)/;
const LINK_OR_CODE = new RegExp(`${FENCED.source}|${DEFINITION_LINE.source}|${INLINE.source}`, "gm");
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const LINK_MARK = "\u0000";

/**
 * Where the links of an answer's markdown go, in the order a reader meets them: inline links,
 * `<https://…>` autolinks, bare web addresses and reference links (with their definitions); code
 * (fenced blocks and spans) holds none. Regular expressions, not a parser: it reads what the renderer
 * draws as links in the answers the service writes. It runs on every update of a streaming answer, so
 * the links of a text it was just given, and that the new text only extends, are not read again.
 */
export function linkHrefs(markdown: string): string[] {
  const definitions = definitionsOf(markdown);
  const definitionsKey = [...definitions].join("\n");
  const earlier = recentScans.find((scan) => scan.definitions === definitionsKey && markdown.startsWith(scan.text));
  const hrefs = earlier ? earlier.hrefs.slice() : [];
  let settled = earlier?.text.length ?? 0;
  const pattern = new RegExp(LINK_OR_CODE);
  pattern.lastIndex = settled;
  let settledHrefs: string[] | undefined;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    if (match[0] === "") {
      pattern.lastIndex += 1;
      continue;
    }
    const end = match.index + match[0].length;
    // A match that ends near the end may still grow (a bare address, a fence still open): read again next time.
    if (!settledHrefs && end > markdown.length - SETTLED_MARGIN) settledHrefs = hrefs.slice();
    const href = hrefOf(match, definitions);
    if (href !== undefined) hrefs.push(href);
    if (!settledHrefs) settled = end;
  }
  recentScans.unshift({ text: markdown.slice(0, settled), hrefs: settledHrefs ?? hrefs.slice(), definitions: definitionsKey });
  recentScans.length = Math.min(recentScans.length, RECENT_SCANS);
  return hrefs;
}

/** How close to the end a link may still change as the text grows. */
const SETTLED_MARGIN = 64;
/** Texts remembered: a few answers may stream at once. */
const RECENT_SCANS = 4;
const recentScans: Array<{ text: string; hrefs: string[]; definitions: string }> = [];

/**
 * The links of an answer (the same as {@link linkHrefs}, in the same order), each with the claim
 * that cites it: what a citation's passage is looked for with.
 */
export function answerLinks(markdown: string): AnswerLink[] {
  const definitions = definitionsOf(markdown);
  const links: AnswerLink[] = [];
  for (const block of proseBlocks(markdown.split("\n"))) {
    const hrefs: string[] = [];
    const marked = block.replace(INLINE, (...args) => {
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

function hrefOf(match: RegExpExecArray | RegExpMatchArray, definitions: ReadonlyMap<string, string>): string | undefined {
  // A `replace` callback gets its named groups last; `matchAll` on the match.
  const groups = (match.groups ?? (match as unknown as unknown[]).at(-1)) as Record<string, string | undefined>;
  if (groups.ticks !== undefined || groups.fence !== undefined || groups.definition !== undefined) return undefined;
  if (groups.refText !== undefined) return definitions.get(normalizeLabel(groups.refLabel || groups.refText));
  return groups.href ?? groups.auto ?? groups.bare;
}

function definitionsOf(markdown: string): Map<string, string> {
  const definitions = new Map<string, string>();
  if (!markdown.includes("]:")) return definitions;
  for (const [, label, href] of markdown.matchAll(DEFINITION)) {
    const key = normalizeLabel(label!);
    // `[^1]: …` is a footnote, not a link.
    if (!key.startsWith("^") && !definitions.has(key)) definitions.set(key, href!);
  }
  return definitions;
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

function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}
