import type { CorpusPage } from "./corpusPage";
import { fenced } from "./fenced";

/**
 * The `long-answer` scenario: every section of every page found (at least three pages), as
 * headings, paragraphs, tables and code blocks, then a table of the pages used.
 */
export function composeLongAnswer(found: CorpusPage[], everyPage: readonly CorpusPage[], urlFor: (page: CorpusPage) => string) {
  const pages = [...found];
  for (const page of everyPage) {
    if (pages.length >= 3) break;
    if (!pages.includes(page) && page.sections.some((section) => section.blocks.some((block) => block.type === "code"))) pages.push(page);
  }
  const blocks: string[] = [
    `This is a long answer: it walks through ${pages.length} pages of the documentation, section by section.`,
  ];
  for (const page of pages) {
    blocks.push(`## ${page.title}`);
    for (const section of page.sections) {
      if (section.heading !== page.title) blocks.push(`### ${section.heading}`);
      for (const block of section.blocks) blocks.push(block.type === "code" ? fenced(block.text, block.lang) : block.text);
    }
  }
  blocks.push(
    "## Pages used",
    [
      "| Page | Version | Language | Sections |",
      "|---|---|---|---|",
      ...pages.map((page) => `| [${page.title}](${urlFor(page)}) | ${page.version} | ${page.language} | ${page.sections.length} |`),
    ].join("\n"),
  );
  return { markdown: blocks.join("\n\n"), pages };
}
