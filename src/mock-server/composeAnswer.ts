import { formatSuggestionsBlock, type ContextItem, type Suggestion } from "../protocol";
import type { CorpusPage, PageSection } from "./corpusPage";
import type { SearchHit } from "./docsSearch";
import { answerPhrases } from "./answerPhrases";
import { fenced } from "./fenced";
import { contentTerms, termOverlap } from "./searchTerms";

/** What an answer is composed from. */
export interface AnswerInput {
  /** The search terms of the question (with the context's, or the thread's topic for "tell me more"). */
  terms: string[];
  /** Search hits, best first, already cut to `retrievalPageSize`. */
  hits: SearchHit[];
  context: ContextItem[];
  /** The page at the request's `currentPath`, when it is in the corpus and passes the filter. */
  currentPage?: CorpusPage;
  /** The topic a "tell me more" continues. */
  followUpTopic?: string;
  /** Sections (`path#heading`) the thread has already quoted; skipped. */
  usedSections: readonly string[];
  language: string;
  urlFor: (page: CorpusPage) => string;
}

export interface ComposedAnswer {
  markdown: string;
  /** The pages quoted, in order: the `h:` sources. */
  pages: CorpusPage[];
  /** The sections quoted, as `path#heading`. */
  sections: string[];
}

const MAX_PASSAGES = 3;
/** A page beyond the first is quoted only when it scored at least this share of the best hit. */
const MIN_SCORE_SHARE = 0.4;

/** A markdown answer quoting the best passage of the best pages, steered by context and current page. */
export function composeAnswer(input: AnswerInput): ComposedAnswer {
  const phrases = answerPhrases(input.language);
  const picks: { page: CorpusPage; section: PageSection }[] = [];
  const topScore = Math.max(0, ...input.hits.map((hit) => hit.score));
  for (const { page, score } of orderedHits(input)) {
    if (picks.length === MAX_PASSAGES) break;
    const best = bestSection(page, input.terms, input.usedSections);
    if (!best) continue;
    const secondary = picks.length > 0 && page !== input.currentPage;
    const sameDocs = page.language === input.language && (!picks[0] || page.version === picks[0].page.version);
    if (secondary && (best.overlap === 0 || score < topScore * MIN_SCORE_SHARE || !sameDocs)) continue;
    picks.push({ page, section: best.section });
  }
  const blocks = [...contextBlocks(input, phrases)];
  if (input.followUpTopic) blocks.push(phrases.moreAbout(input.followUpTopic));
  else if (input.currentPage && picks[0]?.page === input.currentPage) blocks.push(phrases.onCurrentPage(input.currentPage.title));
  else if (input.context.length === 0) blocks.push(phrases.intro);
  if (picks.length === 0) blocks.push(phrases.nothingNew);
  for (const { page, section } of picks) blocks.push(...passage(page, section, input.urlFor(page)));
  const pages = [...new Set(picks.map((pick) => pick.page))];
  if (pages.length > 0) {
    blocks.push(`${phrases.readMore} ${pages.map((page) => `[${page.title}](${input.urlFor(page)})`).join(", ")}.`);
  }
  const suggestions = followUps(input, pages);
  if (suggestions.length > 0) blocks.push(formatSuggestionsBlock(suggestions));
  return { markdown: blocks.join("\n\n"), pages, sections: picks.map(({ page, section }) => sectionId(page, section)) };
}

export function sectionId(page: CorpusPage, section: PageSection): string {
  return `${page.path}#${section.heading}`;
}

function orderedHits(input: AnswerInput): SearchHit[] {
  const current = input.hits.find((hit) => hit.page === input.currentPage);
  return current ? [current, ...input.hits.filter((hit) => hit !== current)] : input.hits;
}

/** The section mentioning most of the terms; the page-title section's heading does not count (the page's rank already does). */
function bestSection(page: CorpusPage, terms: string[], used: readonly string[]) {
  let best: { section: PageSection; overlap: number } | undefined;
  for (const section of page.sections) {
    if (used.includes(sectionId(page, section))) continue;
    const overlap = termOverlap(terms, sectionWords(page, section));
    if (!best || overlap > best.overlap) best = { section, overlap };
  }
  return best;
}

const wordsOfSection = new WeakMap<PageSection, Set<string>>();

function sectionWords(page: CorpusPage, section: PageSection): Set<string> {
  let words = wordsOfSection.get(section);
  if (!words) {
    const heading = section.heading === page.title ? "" : section.heading;
    words = new Set(contentTerms([heading, ...section.blocks.map((block) => block.text)].join(" ")));
    wordsOfSection.set(section, words);
  }
  return words;
}

/** The section's first blocks as the page has them: each code block right after the sentence that introduces it. */
function passage(page: CorpusPage, section: PageSection, url: string): string[] {
  const heading = section.heading === page.title ? `**[${page.title}](${url})**` : `**${section.heading}** ([${page.title}](${url}))`;
  const blocks = section.blocks.slice(0, 4).map((block) => (block.type === "code" ? fenced(block.text, block.lang) : block.text));
  return section.blocks[0]?.type === "text" ? [`${heading}: ${blocks[0]}`, ...blocks.slice(1)] : [`${heading}:`, ...blocks];
}

function contextBlocks(input: AnswerInput, phrases: ReturnType<typeof answerPhrases>): string[] {
  const blocks: string[] = [];
  for (const item of input.context.slice(0, 2)) {
    const value = item.value.length > 1_000 ? `${item.value.slice(0, 1_000)}…` : item.value;
    if (item.type === "code") blocks.push(phrases.sharedCode(item.path), fenced(value, ""));
    else blocks.push(phrases.selectedText(item.path), value.split("\n").map((line) => `> ${line}`).join("\n"));
  }
  if (blocks.length > 0) blocks.push(phrases.aboutIt);
  return blocks;
}

function followUps(input: AnswerInput, quoted: CorpusPage[]): Suggestion[] {
  const version = quoted[0]?.version;
  return input.hits
    .map((hit) => hit.page)
    .filter((page) => !quoted.includes(page) && page.question && page.language === input.language && (!version || page.version === version))
    .slice(0, 3)
    .map((page) => ({ text: page.question!, path: page.path }));
}
