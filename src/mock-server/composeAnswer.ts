import { formatSuggestionsBlock, type ContextItem, type Suggestion } from "../protocol";
import type { AnswerPhrases } from "./answerPhrases";
import { citePassage, type PassageOptions } from "./citePassage";
import type { CorpusPage, PageSection } from "./corpusPage";
import { fenced } from "./fenced";

/** A passage an answer quotes. */
export interface Passage {
  page: CorpusPage;
  section: PageSection;
}

/** What an answer is put together from. */
export interface AnswerInput {
  phrases: AnswerPhrases;
  /** Paragraphs before the passages: the reader's context, "More about …", what the docs do not mention. */
  lead: string[];
  /** The passages that answer, one per part of the question, in the order it asks them. */
  passages: Passage[];
  /** Paragraphs after them: the parts of the question the docs do not cover. */
  after: string[];
  /** How a page's passage is quoted: its URL and the links it may keep. */
  quoting: (page: CorpusPage) => Omit<PassageOptions, "phrases" | "label">;
  suggestions: Suggestion[];
}

/**
 * A markdown answer: each passage quoted as it reads and cited by its page's title, under its
 * section's heading as a run-in label, then the follow-up suggestions block.
 */
export function composeAnswer({ phrases, lead, passages, after, quoting, suggestions }: AnswerInput): string {
  const blocks = [...lead];
  for (const { page, section } of passages) {
    // A section is named by its heading; a page's opening only needs a name beside other passages.
    const label = passages.length > 1 || section.heading !== page.title ? section.heading : undefined;
    blocks.push(...citePassage(page, section, { ...quoting(page), phrases, ...(label ? { label } : {}) }));
  }
  blocks.push(...after);
  if (suggestions.length > 0) blocks.push(formatSuggestionsBlock(suggestions));
  return blocks.join("\n\n");
}

/** The reader's code or selection, quoted back (two items at most, each cut to 1,000 characters). */
export function contextLead(context: readonly ContextItem[], phrases: AnswerPhrases): string[] {
  const blocks: string[] = [];
  for (const item of context.slice(0, 2)) {
    const value = item.value.length > 1_000 ? `${item.value.slice(0, 1_000)}…` : item.value;
    if (item.type === "code") blocks.push(phrases.sharedCode(item.path), fenced(value, ""));
    else blocks.push(phrases.selectedText(item.path), value.split("\n").map((line) => `> ${line}`).join("\n"));
  }
  if (blocks.length > 0) blocks.push(phrases.aboutIt);
  return blocks;
}

/** Questions the other pages found answer, in the answer's language and docs version: the follow-ups offered. */
export function followUpSuggestions(found: readonly CorpusPage[], cited: readonly CorpusPage[], language: string): Suggestion[] {
  const version = cited[0]?.version;
  return found
    .filter((page) => !cited.includes(page) && page.question && page.language === language && (!version || page.version === version))
    .slice(0, 3)
    .map((page) => ({ text: page.question!, path: page.path }));
}
