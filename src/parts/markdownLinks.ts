/**
 * How an answer's markdown writes its links, read with regular expressions (not a parser): what the
 * renderer draws as links in the answers the service writes. Shared by `linkHrefs` (where the links
 * go, read while the answer streams) and `answerLinks` (each with the claim it cites, read on intent).
 */

/**
 * Code spans, images, inline links, autolinks, reference links and bare web addresses. No bracket,
 * parenthesis or angle bracket may stand inside a part it has not closed: a run of `[`, `![` or
 * `[a](` from a hostile answer then fails at once at each start instead of reading to the text's end
 * (50,000 `[` took 20 s).
 */
export const INLINE_LINK =
  /(?<ticks>`+)[\s\S]*?\k<ticks>|!\[[^[\]]*\]\([^()]*\)|\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*<?(?<href>[^\s()<>[\]]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)|<(?<auto>(?:https?:\/\/|mailto:)[^\s<>]+)>|\[(?<refText>[^[\]]+)\](?:\[(?<refLabel>[^[\]]*)\])?|(?<bare>\bhttps?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])/g;

const DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?/gm;

/** Where a match of `INLINE_LINK` (or a pattern built on it) goes; undefined for code, an image, a definition or an unknown reference. */
export function hrefOf(match: RegExpExecArray | RegExpMatchArray, definitions: ReadonlyMap<string, string>): string | undefined {
  // A `replace` callback gets its named groups last; `matchAll` on the match.
  const groups = (match.groups ?? (match as unknown as unknown[]).at(-1)) as Record<string, string | undefined>;
  if (groups.ticks !== undefined || groups.fence !== undefined || groups.definition !== undefined) return undefined;
  if (groups.refText !== undefined) return definitions.get(normalizeLabel(groups.refLabel || groups.refText));
  return groups.href ?? groups.auto ?? groups.bare;
}

/** The reference definitions of `markdown` (`[label]: /path`), by normalized label; footnotes left out. */
export function definitionsOf(markdown: string): Map<string, string> {
  const definitions = new Map<string, string>();
  if (!markdown.includes("]:")) return definitions;
  for (const [, label, href] of markdown.matchAll(DEFINITION)) {
    const key = normalizeLabel(label!);
    // `[^1]: …` is a footnote, not a link.
    if (!key.startsWith("^") && !definitions.has(key)) definitions.set(key, href!);
  }
  return definitions;
}

function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}
