import type { CorpusPage } from "./corpusPage";
import { fenced } from "./composeAnswer";

/**
 * The `long-answer` scenario: every section of every page found (at least three pages), as
 * headings, paragraphs, tables and code blocks, then a table of the pages used.
 */
export function composeLongAnswer(found: CorpusPage[], everyPage: readonly CorpusPage[], urlFor: (page: CorpusPage) => string) {
  const pages = [...found];
  for (const page of everyPage) {
    if (pages.length >= 3) break;
    if (!pages.includes(page) && page.sections.some((section) => section.code)) pages.push(page);
  }
  const blocks: string[] = [
    `This is a long answer: it walks through ${pages.length} pages of the documentation, section by section.`,
  ];
  for (const page of pages) {
    blocks.push(`## ${page.title}`);
    for (const section of page.sections) {
      if (section.heading !== page.title) blocks.push(`### ${section.heading}`);
      blocks.push(...section.paragraphs, ...section.tables);
      if (section.code) blocks.push(fenced(section.code.text, section.code.lang));
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
