import { withinMarkdownBudget } from "./markdownBudget";
import { parseMarkdown } from "./markdownSyntax";

/**
 * A line that may start a definition, after its container markers: anchored to line starts, so that
 * a line of 50,000 `[` is read once, not once from each of them (seconds).
 */
const MAY_HOLD_DEFINITION = /^[ \t>*+\-\d.)]*\[(?:[^\]\\\n]|\\.)+\]:/m;
const CACHE_SIZE = 100;
/** The most definitions put before each block; a real answer has a handful. */
export const MAX_DEFINITIONS = 100;
/** The most characters of definitions put before each block. */
export const MAX_DEFINITIONS_CHARS = 10_000;
const definitionsByBlock = new Map<string, string>();

interface Node {
  type: string;
  children?: Node[];
  identifier?: string;
  url?: string;
  title?: string | null;
}

/**
 * The link reference definitions (`[ref]: /url "title"`) among the blocks, one per line, in order.
 * Each block is rendered on its own, so a reference link in one block needs the definitions of the
 * others to resolve (a definition counts anywhere in a document, in a list item too). Only blocks
 * that may hold one are parsed, each once: the last ones are remembered, so a streaming answer does
 * not parse its earlier blocks again.
 */
export function referenceDefinitions(blocks: readonly string[]): string {
  return joinDefinitions(blocks.map(definitionsOf));
}

/**
 * A {@link referenceDefinitions} that remembers the blocks it was last given: those still in their
 * place (the same strings, as the block splitter hands a growing answer's earlier blocks back) are
 * not read again, so an update of a long answer reads only its last blocks.
 */
export function createReferenceDefinitions(): (blocks: readonly string[]) => string {
  let seen: readonly string[] = [];
  const found: string[] = [];
  let joined = "";
  return (blocks) => {
    let same = 0;
    while (same < seen.length && same < blocks.length && seen[same] === blocks[same]) same += 1;
    if (same === blocks.length && same === seen.length) return joined;
    found.length = same;
    for (let index = same; index < blocks.length; index += 1) found.push(definitionsOf(blocks[index]!));
    seen = blocks;
    joined = joinDefinitions(found);
    return joined;
  };
}

/**
 * The definitions of the blocks, one per line, up to {@link MAX_DEFINITIONS} and
 * {@link MAX_DEFINITIONS_CHARS}: they go before every block that may use one.
 */
function joinDefinitions(perBlock: readonly string[]): string {
  const lines: string[] = [];
  let chars = 0;
  for (const definitions of perBlock) {
    if (!definitions) continue;
    for (const line of definitions.split("\n")) {
      chars += line.length + 1;
      if (lines.length >= MAX_DEFINITIONS || chars > MAX_DEFINITIONS_CHARS) return lines.join("\n");
      lines.push(line);
    }
  }
  return lines.join("\n");
}

/** The definitions in one block, one per line ("" for none, or for a block too heavy to parse). */
function definitionsOf(block: string): string {
  if (!MAY_HOLD_DEFINITION.test(block) || !withinMarkdownBudget(block)) return "";
  let found = definitionsByBlock.get(block);
  if (found === undefined) {
    found = definitionsIn(block);
    if (definitionsByBlock.size >= CACHE_SIZE) definitionsByBlock.delete(definitionsByBlock.keys().next().value!);
    definitionsByBlock.set(block, found);
  }
  return found;
}

/** The definitions a block's syntax tree holds, one per line ("" when it cannot be parsed). */
function definitionsIn(block: string): string {
  try {
    return definitionNodes(parseMarkdown(block) as Node).map(definitionLine).join("\n");
  } catch {
    return "";
  }
}

/** The definitions in a tree, in document order (a loop, however deep the tree). */
function definitionNodes(root: Node): Node[] {
  const found: Node[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "definition") found.push(current);
    const children = current.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}

/** A definition written out again on one line, out of whatever container it was in. */
function definitionLine({ identifier, url = "", title }: Node): string {
  const destination = `<${url.replace(/[\\<>]/g, "\\$&")}>`;
  // One line each (a title may span lines): they are counted and bounded by the line.
  const suffix = title ? ` "${title.replace(/[\\"]/g, "\\$&").replace(/\s*\n\s*/g, " ")}"` : "";
  // The identifier keeps the label's escapes (`label` has them resolved) and matches whatever the case.
  return `[${identifier}]: ${destination}${suffix}`;
}
