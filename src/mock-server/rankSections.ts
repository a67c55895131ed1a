import type { CorpusPage, PageSection } from "./corpusPage";
import type { QueryTerm } from "./questionTerms";
import type { ScopeVocabulary } from "./scopeVocabulary";
import { mentions, stems } from "./termMatch";

/** How well one section answers a question (or one part of it). */
export interface SectionMatch {
  page: CorpusPage;
  section: PageSection;
  score: number;
  /** The share of the question's weight matched by the section, or by its page's title or question. */
  coverage: number;
  /** Telling words matched. */
  distinctive: number;
  /** Of those, the ones in the section's heading. */
  inHeading: number;
  /** The terms (`QueryTerm.term`) the section itself mentions, in its heading or text. */
  mentioned: string[];
}

export interface RankOptions {
  /** The reader's page: ranked a little higher. */
  currentPage?: CorpusPage;
  /** Sections already quoted in the thread (`path#heading`): left out. */
  used?: readonly string[];
  /** Match the nearest covered subject too (for saying what is closest). */
  related?: boolean;
  /** The question asks what something is: a page's opening says it best. */
  definition?: boolean;
}

/** What a match counts, by where it is: in the section's heading, its text, or only its page's title or question. */
const HEADING = 1.5;
const TEXT = 1;
const PAGE = 0.5;
const CURRENT_PAGE = 1.15;
/** A question with no telling word ("What is Nimbus?"), or one asking what something is, is best answered by a page's opening. */
const OPENING = 3;
/** The page whose declared question is the one asked. */
const SAME_QUESTION = 1.5;

/**
 * The sections of `pages` (best search hits first) that match `terms`, best first; none that match
 * nothing. A word counts for how telling it is (`ScopeVocabulary.weight`) and where it is found:
 * the section's heading, its text, and its page's title and declared question (what the page is about).
 */
export function rankSections(terms: readonly QueryTerm[], pages: readonly CorpusPage[], vocabulary: ScopeVocabulary, options: RankOptions = {}): SectionMatch[] {
  const related = options.related === true;
  const total = terms.reduce((sum, term) => sum + vocabulary.weight(term, related), 0);
  const opening = options.definition === true || !terms.some((term) => vocabulary.distinctive(term, related));
  const matches: SectionMatch[] = [];
  pages.forEach((page, rank) => {
    const title = stems(page.title);
    const question = stems(page.question ?? "");
    const asked = sameWords(terms, question);
    // Only the opening of a page about what is asked (its title names it) is preferred.
    const about = terms.some((term) => (related ? term.relatedStems : term.stems).some((stem) => mentions(title, stem)));
    for (const section of page.sections) {
      if (options.used?.includes(sectionId(page, section))) continue;
      const { heading, text } = sectionWords(page, section);
      let score = 0;
      let matched = 0;
      let distinctive = 0;
      let inHeading = 0;
      const mentioned: string[] = [];
      for (const term of terms) {
        const weight = vocabulary.weight(term, related);
        const alternatives = related ? term.relatedStems : term.stems;
        const found = (words: Set<string>) => alternatives.some((stem) => mentions(words, stem));
        const own = found(heading) ? HEADING : found(text) ? TEXT : 0;
        const onPage = (found(title) ? PAGE : 0) + (found(question) ? PAGE : 0);
        if (own + onPage === 0) continue;
        score += weight * (own + onPage);
        matched += weight;
        if (own > 0) mentioned.push(term.term);
        if (vocabulary.distinctive(term, related)) {
          distinctive += 1;
          if (own === HEADING) inHeading += 1;
        }
      }
      if (score === 0) continue;
      // Earlier search hits win ties; the reader's own page wins near-ties.
      const first = opening && about && section === page.sections[0] && section.heading === page.title ? OPENING : 1;
      const factor = first * (asked ? SAME_QUESTION : 1) * (page === options.currentPage ? CURRENT_PAGE : 1) * (1 - rank * 0.001);
      matches.push({ page, section, score: score * factor, coverage: total === 0 ? 0 : matched / total, distinctive, inHeading, mentioned });
    }
  });
  return matches.sort((a, b) => b.score - a.score);
}

/**
 * True when a section answers the question rather than brushing it: it matches most of what was
 * asked and at least one telling word (when the question has one). A question with a subject the
 * docs never name (Kubernetes) is answered only by a section squarely about the rest: a telling word
 * in its heading, or two.
 */
export function answers(match: SectionMatch | undefined, terms: readonly QueryTerm[], vocabulary: ScopeVocabulary): match is SectionMatch {
  if (!match || match.coverage < 0.5) return false;
  if (terms.some((term) => vocabulary.distinctive(term)) && match.distinctive === 0) return false;
  if (terms.some((term) => vocabulary.unknown(term))) return match.inHeading > 0 || match.distinctive >= 2;
  return true;
}

/**
 * What else of the best section's page the answer quotes (two sections at most): a section that
 * mentions a telling word the ones before did not; for a question asking what something is, after
 * the page's opening, the sections that mention the question at all. In the page's order.
 */
export function alongside(best: SectionMatch, ranked: readonly SectionMatch[], terms: readonly QueryTerm[], vocabulary: ScopeVocabulary, overview: boolean): SectionMatch[] {
  const chosen = [best];
  const said = new Set(best.mentioned);
  const opening = overview && best.section === best.page.sections[0] && best.section.heading === best.page.title;
  for (const match of ranked) {
    if (chosen.length === 3) break;
    if (match.page !== best.page || chosen.includes(match) || match.mentioned.length === 0) continue;
    const adds = terms.some((term) => vocabulary.distinctive(term) && !said.has(term.term) && match.mentioned.includes(term.term));
    if (!adds && !(opening && !isNavigation(match.section))) continue;
    chosen.push(match);
    for (const term of match.mentioned) said.add(term);
  }
  return chosen.sort((a, b) => a.page.sections.indexOf(a.section) - b.page.sections.indexOf(b.section));
}

/** True when the section's heading or text mentions the term. */
export function sectionMentions(page: CorpusPage, section: PageSection, term: QueryTerm): boolean {
  const { heading, text } = sectionWords(page, section);
  return term.stems.some((stem) => mentions(heading, stem) || mentions(text, stem));
}

/** A section that mostly points elsewhere (three links or more): a list of pages, not an answer. */
function isNavigation(section: PageSection): boolean {
  return section.blocks.reduce((links, block) => links + (block.type === "text" ? (block.text.match(/\]\(/g) ?? []).length : 0), 0) >= 3;
}

/** True when the question asked and a page's declared question have the same subject words. */
function sameWords(terms: readonly QueryTerm[], question: Set<string>): boolean {
  if (terms.length === 0 || question.size !== terms.length) return false;
  return terms.every((term) => term.stems.some((stem) => mentions(question, stem)));
}

/** A section's name in a thread's memory. */
export function sectionId(page: CorpusPage, section: PageSection): string {
  return `${page.path}#${section.heading}`;
}

const wordsOfSection = new WeakMap<PageSection, { heading: Set<string>; text: Set<string> }>();

/** The stems of a section's heading (none for the page's opening section, named after the page) and of its text and code. */
function sectionWords(page: CorpusPage, section: PageSection) {
  let words = wordsOfSection.get(section);
  if (!words) {
    words = {
      heading: section.heading === page.title ? new Set<string>() : stems(section.heading),
      text: stems(section.blocks.map((block) => block.text).join("\n")),
    };
    wordsOfSection.set(section, words);
  }
  return words;
}
