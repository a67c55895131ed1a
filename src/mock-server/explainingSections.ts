import type { Passage } from "./composeAnswer";
import type { CorpusPage } from "./corpusPage";

/**
 * The sections that explain a file's settings: for each key, the first section of the pages found
 * (in the search's order) whose prose names it as code (`` `retries` is how many times… ``), each
 * section once. A key the docs only show in an example is explained nowhere.
 */
export function explainingSections(keys: readonly string[], found: readonly CorpusPage[]): Passage[] {
  const passages: Passage[] = [];
  for (const key of keys) {
    const named = new RegExp(`\`${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\``, "i");
    for (const page of found) {
      const section = page.sections.find((candidate) => candidate.blocks.some((block) => block.type === "text" && named.test(block.text)));
      if (!section) continue;
      if (!passages.some((passage) => passage.section === section)) passages.push({ page, section });
      break;
    }
  }
  return passages;
}
