/**
 * Markdown with each paragraph and list item on one line: a line that only continues the one
 * before it (no blank line, list marker, heading, table row, quote or fence between) is joined to
 * it with a space. It renders the same, and a sentence quoted from it is found in it as it reads.
 * Code blocks are left as they are.
 */
export function unwrapParagraphs(markdown: string): string {
  const lines: string[] = [];
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (line.startsWith("```")) inFence = !inFence;
    const previous = lines.at(-1);
    if (!inFence && !line.startsWith("```") && previous !== undefined && isProse(previous) && continues(line)) {
      lines[lines.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    } else lines.push(line);
  }
  return lines.join("\n");
}

const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#|\||>|```)/;

function isProse(line: string): boolean {
  return line.trim() !== "" && !/^\s*(?:#|\||```)/.test(line);
}

function continues(line: string): boolean {
  return line.trim() !== "" && !BLOCK_START.test(line);
}
