import { parse as parseYaml } from "yaml";
import { unwrapParagraphs } from "./unwrapParagraphs";

/** One page of the bundled documentation corpus. */
export interface CorpusPage {
  /** Site path, e.g. `/guides/install` (`/v1/...` for Nimbus 1, `/fr/...` in French). */
  path: string;
  title: string;
  /** Docs version, `v1` or `v2`: what `filter.version` selects. */
  version: string;
  /** Page language, `en` or `fr`: what `filter.language` selects. */
  language: string;
  /** A question the page answers; offered as a follow-up suggestion. */
  question?: string;
  /** The markdown after the front matter, each paragraph on one line (what search results carry as `content`). */
  body: string;
  /** The page cut at its `##` headings. */
  sections: PageSection[];
}

/** A `##` section of a page: the passage an answer quotes. */
export interface PageSection {
  heading: string;
  /** Its paragraphs (list items each on their own), code blocks and tables, in the order they come. */
  blocks: SectionBlock[];
}

/** One block of a section, as its markdown. */
export type SectionBlock =
  | { type: "text"; text: string }
  | { type: "code"; lang: string; text: string }
  | { type: "table"; text: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const REQUIRED = ["title", "path", "version", "language"] as const;

/** Reads a corpus file: YAML front matter (title, path, version, language, question?) then markdown. */
export function parseCorpusPage(source: string, file: string): CorpusPage {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: front matter (---) missing`);
  const meta: unknown = parseYaml(match[1]!);
  if (typeof meta !== "object" || meta === null) throw new Error(`${file}: front matter is not a mapping`);
  const fields = meta as Record<string, unknown>;
  for (const name of REQUIRED) {
    if (typeof fields[name] !== "string" || fields[name] === "") throw new Error(`${file}: front matter needs ${name}`);
  }
  const body = unwrapParagraphs(source.slice(match[0].length).trim());
  return {
    path: fields.path as string,
    title: fields.title as string,
    version: fields.version as string,
    language: fields.language as string,
    ...(typeof fields.question === "string" ? { question: fields.question } : {}),
    body,
    sections: splitSections(body, fields.title as string),
  };
}

/** Cuts markdown at `##` headings; text before the first one is a section named after the page. */
export function splitSections(markdown: string, pageTitle: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { heading: pageTitle, blocks: [] };
  let fence: { lang: string; lines: string[] } | undefined;
  let lines: string[] = [];
  let items: string[] = [];
  const endParagraph = () => {
    const text = lines.join("\n").trim();
    lines = [];
    if (text === "") return;
    if (text.startsWith("|")) current.blocks.push({ type: "table", text });
    else current.blocks.push({ type: "text", text: text.replace(/\s*\n\s*/g, " ") });
  };
  // A list stays one block, an item a line, as the page has it.
  const endList = () => {
    if (items.length > 0) current.blocks.push({ type: "text", text: items.join("\n") });
    items = [];
  };
  const endBlock = () => {
    endParagraph();
    endList();
  };
  for (const line of markdown.split("\n")) {
    if (fence) {
      if (line.startsWith("```")) {
        current.blocks.push({ type: "code", lang: fence.lang, text: fence.lines.join("\n") });
        fence = undefined;
      } else fence.lines.push(line);
    } else if (line.startsWith("```")) {
      endBlock();
      fence = { lang: line.slice(3).trim(), lines: [] };
    } else if (line.startsWith("## ")) {
      endBlock();
      if (current.blocks.length > 0) sections.push(current);
      current = { heading: line.slice(3).trim(), blocks: [] };
    } else if (line.startsWith("# ") || line.trim() === "") {
      endBlock();
    } else if (/^[-*] /.test(line)) {
      endParagraph();
      items.push(line.trim());
    } else if (items.length > 0) {
      items[items.length - 1] += ` ${line.trim()}`;
    } else lines.push(line);
  }
  endBlock();
  if (current.blocks.length > 0) sections.push(current);
  return sections;
}
