import { parse as parseYaml } from "yaml";

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
  /** The markdown after the front matter. */
  body: string;
  /** The page cut at its `##` headings. */
  sections: PageSection[];
}

/** A `##` section of a page: the passage an answer quotes. */
export interface PageSection {
  heading: string;
  /** Paragraphs and list items, code blocks and tables left out. */
  paragraphs: string[];
  /** The section's first fenced code block, if any. */
  code?: { lang: string; text: string };
  /** Markdown tables kept whole. */
  tables: string[];
}

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
  const body = source.slice(match[0].length).trim();
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
  let current: PageSection = { heading: pageTitle, paragraphs: [], tables: [] };
  let fence: { lang: string; lines: string[] } | undefined;
  let block: string[] = [];
  const flush = () => {
    const text = block.join("\n").trim();
    block = [];
    if (text === "") return;
    if (text.startsWith("|")) current.tables.push(text);
    else current.paragraphs.push(text.replace(/\s*\n\s*/g, " "));
  };
  for (const line of markdown.split("\n")) {
    if (fence) {
      if (line.startsWith("```")) {
        current.code ??= { lang: fence.lang, text: fence.lines.join("\n") };
        fence = undefined;
      } else fence.lines.push(line);
      continue;
    }
    if (line.startsWith("```")) {
      flush();
      fence = { lang: line.slice(3).trim(), lines: [] };
    } else if (line.startsWith("## ")) {
      flush();
      if (current.paragraphs.length || current.code || current.tables.length) sections.push(current);
      current = { heading: line.slice(3).trim(), paragraphs: [], tables: [] };
    } else if (line.startsWith("# ")) {
      flush();
    } else if (line.trim() === "" || /^[-*] /.test(line)) {
      flush();
      if (line.trim() !== "") block.push(line.replace(/^[-*] /, ""));
    } else block.push(line);
  }
  flush();
  if (current.paragraphs.length || current.code || current.tables.length) sections.push(current);
  return sections;
}
