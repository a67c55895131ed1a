import { definitionsOf, hrefOf, INLINE_LINK } from "./markdownLinks";

// A fenced code block, to its closing fence or the end of the text: it holds no links.
const FENCED = /^ {0,3}(?<fence>`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?(?:\n {0,3}\k<fence>[`~]*[ \t]*(?=\n|$)|$(?![\s\S]))|$(?![\s\S]))/;
// A reference definition's line is not a link either.
const DEFINITION_LINE = /^ {0,3}\[[^\]]+\]:(?<definition>[^\n]*)/;
const LINK_OR_CODE = new RegExp(`${FENCED.source}|${DEFINITION_LINE.source}|${INLINE_LINK.source}`, "gm");

/**
 * Where the links of an answer's markdown go, in the order a reader meets them: inline links,
 * `<https://…>` autolinks, bare web addresses and reference links (with their definitions); code
 * (fenced blocks and spans) holds none. It runs on every update of a streaming answer, so the links
 * of a text it was just given, and that the new text only extends, are not read again.
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
