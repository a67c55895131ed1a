/**
 * One line of inline markdown as a reader sees it: `**Settings → API keys**` reads "Settings → API
 * keys", a link or an image its text, code its code, an escaped character itself; HTML tags and
 * emphasis marks are left out. Text a page renders from the same markdown reads the same, so a
 * passage taken from it can be found on that page.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<\/?[a-z][^<>]*>/gi, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/!?\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/(`+)(.+?)\1/g, (_match, _ticks: string, code: string) => code.trim())
    .replace(/(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, "$1$2")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A line's block syntax (heading marks, list bullets, quote marks, table pipes) left out. */
export function blockLineText(line: string): string {
  return line
    .replace(/^\s{0,3}(?:>\s?)+/, "")
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/\s#+\s*$/, "")
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/, "");
}

const SENTENCE_END = /(?<=[.!?…。！？])["'”’)\]]*\s+/u;

/** A paragraph cut into its sentences (at `.`, `!`, `?` and their CJK forms followed by a space). */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
