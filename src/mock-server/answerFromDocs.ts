import type { AssistantRequest, ContextItem } from "../protocol";
import { answerPhrases, joinWords } from "./answerPhrases";
import { citedPages } from "./citedPages";
import { composeAnswer, contextLead, followUpSuggestions, type Passage } from "./composeAnswer";
import { composeLongAnswer } from "./composeLongAnswer";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import type { CorpusPage } from "./corpusPage";
import { matchesFilter, type DocsSearch, type SearchHit } from "./docsSearch";
import { explainingSections } from "./explainingSections";
import { filesLead } from "./filesLead";
import { noDocsAnswer, notCoveredAnswer } from "./notCoveredAnswer";
import type { QuestionFile } from "./questionFiles";
import { questionLanguage } from "./questionLanguage";
import { questionTerms, type QueryTerm } from "./questionTerms";
import { readQuestionFile } from "./readQuestionFile";
import { alongside, answers, rankSections, sectionId, sectionMentions, type SectionMatch } from "./rankSections";
import { retrieveHits } from "./retrieveHits";
import { ScopeVocabulary } from "./scopeVocabulary";
import { searchQuery } from "./searchQuery";
import { isFollowUpRequest } from "./searchTerms";
import { splitQuestion } from "./splitQuestion";
import type { Thread } from "./threadStore";

/** What the answer is searched with: the fields v1 and v2 bodies share (v2's `filter.groups` is not used: the corpus has no groups). */
export type RetrievalRequest = Pick<AssistantRequest, "context" | "currentPath" | "filter" | "retrievalPageSize">;

/** The search and the answer composed from it. */
export interface DocsAnswer {
  /** The query sent to the search tool (the `9:` part's `args.query`). */
  query: string;
  hits: SearchHit[];
  notFound: boolean;
  answer: string;
  /** Pages the answer cites, in the order it first cites them: the `h:` sources. */
  pages: CorpusPage[];
  /** Sections quoted (`path#heading`), remembered by the thread. */
  sections: string[];
}

/** One thing the question asks, and its subject words. */
interface AskedPart {
  text: string;
  terms: QueryTerm[];
}

const DEICTIC = /\b(this|here|page|ceci|cette|ici)\b/i;
/** A question asking what something is, or what changed: a page's opening and what follows it answer it. */
const OVERVIEW = /^\s*(?:what\s+(?:is|are|changed)\b|what['’]s\b|qu['’]est[- ]ce\s+qu|c['’]est\s+quoi)/i;

/**
 * Answers for real: the question is searched (with the request's filter and `retrievalPageSize`; the
 * page at `currentPath` ranks first), each thing it asks is answered by the section that matches it
 * best, quoted and cited, and what the docs do not cover is said plainly. "Tell me more" continues
 * the thread's topic with sections not yet quoted; code or a selection in `context` is the subject
 * of a question that has none of its own. Text files that came with the question are read like
 * context: the settings or lines of theirs the docs explain are said back and searched for; images
 * are named, and the answer goes on from the question.
 */
export function answerFromDocs(
  search: DocsSearch,
  request: RetrievalRequest,
  question: string,
  thread: Thread,
  scenario: MockScenario | undefined,
  urlFor: (page: CorpusPage) => string,
  files: readonly QuestionFile[] = [],
): DocsAnswer {
  // The words searched for a text file are its own, which say nothing of the reader's language: the question's do.
  const language = files.some((file) => file.kind === "text") && request.filter?.language === undefined ? questionLanguage(question) : undefined;
  const filter = language && search.pages.some((page) => matchesFilter(page, { ...request.filter, language })) ? { ...request.filter, language } : request.filter;
  const scope = search.pages.filter((page) => matchesFilter(page, filter));
  const vocabulary = new ScopeVocabulary(scope);
  const readings = files.flatMap((file) => readQuestionFile(file, question, vocabulary) ?? []);
  const fileContext: ContextItem[] = readings.flatMap((reading) => (reading.searchText ? [{ type: "code" as const, value: reading.searchText, path: reading.file.name }] : []));
  const pageContext = request.context ?? [];
  // What the search and the question's parts take as context: the page's, then the files'.
  const context = [...pageContext, ...fileContext];
  const followUpTopic = isFollowUpRequest(question) && thread.topic ? thread.topic : undefined;
  const query = followUpTopic ?? searchQuery(question, context);
  const current = request.currentPath ? search.page(request.currentPath) : undefined;
  const currentPage = current && matchesFilter(current, filter) ? current : undefined;
  const parts: AskedPart[] = followUpTopic || context.length > 0 ? [{ text: query, terms: questionTerms(query) }] : askedParts(question, vocabulary);
  const settingKeys = readings.flatMap((reading) => reading.settings.map((setting) => setting.key));
  const related = parts.flatMap((part) => part.terms.flatMap((term) => term.relatedStems.filter((stem) => !term.stems.includes(stem))));
  const hits = retrieveHits(search, followUpTopic ?? (context.length > 0 ? query : question), {
    limit: request.retrievalPageSize,
    filter,
    ...(currentPage ? { currentPage } : {}),
    pointsAtPage: DEICTIC.test(question),
    // The page that explains each of a file's settings is among the results, whatever else the question asks.
    alsoFor: [...(parts.length > 1 ? parts.map((part) => part.text) : []), ...(related.length > 0 ? [related.join(" ")] : []), ...settingKeys.map((key) => key.replace(/[_.-]/g, " "))],
  });
  const answerLanguage = filter?.language ?? hits[0]?.page.language ?? currentPage?.language ?? "en";
  const phrases = answerPhrases(answerLanguage);
  const fileBlocks = filesLead(readings, files.filter((file) => file.kind === "image"), phrases);
  const readSomething = readings.some((reading) => reading.settings.length > 0 || reading.lines.length > 0);
  const found = hits.map((hit) => hit.page);
  const version = request.filter?.version;
  const result = (answer: string, notFound: boolean, sections: string[] = []): DocsAnswer => ({ query, hits, notFound, answer, pages: citedPages(answer, found, urlFor), sections });
  const quoting = (page: CorpusPage) => ({
    url: urlFor(page),
    linkFor: (href: string) => {
      const linked = search.page(href);
      return linked && found.includes(linked) ? urlFor(linked) : undefined;
    },
  });
  const subject = (terms: readonly QueryTerm[], text: string) => {
    const unknown = terms.filter((term) => vocabulary.unknown(term)).map((term) => term.word);
    return unknown.length > 0 && unknown.length <= 3 ? joinWords(unknown, phrases) : phrases.quoted(shortened(text));
  };

  const noDocs = noDocsAnswer(request.filter, search.pages, scope);
  if (noDocs) return result(noDocs, true);
  if (scenario === MOCK_SCENARIOS.notFound || hits.length === 0) {
    const what = scenario === MOCK_SCENARIOS.notFound ? phrases.quoted(shortened(question)) : subject(parts.flatMap((part) => part.terms), question);
    return result([...fileBlocks, ...notCoveredAnswer({ phrases, subject: what, ...(version ? { version } : {}), scope })].join("\n\n"), true);
  }
  if (scenario === MOCK_SCENARIOS.longAnswer) return result(composeLongAnswer(found, search.pages, urlFor).markdown, false);

  if (followUpTopic) {
    const more = rankSections(parts[0]!.terms, found, vocabulary, { ...(currentPage ? { currentPage } : {}), used: thread.usedSections }).slice(0, 2);
    const lead = [...fileBlocks, phrases.moreAbout(followUpTopic)];
    if (more.length === 0) lead.push(phrases.nothingNew(`[${found[0]!.title}](${urlFor(found[0]!)})`));
    return answered(lead, more, []);
  }

  // "How do I set this up?" is about the page the reader is on, whatever else the search found.
  const onPage = context.length === 0 && currentPage && DEICTIC.test(question) ? currentPage : undefined;
  const best = parts.map((part) => {
    const ranked = rankSections(part.terms, onPage ? [onPage] : found, vocabulary, { ...(currentPage ? { currentPage } : {}), definition: OVERVIEW.test(part.text) });
    if (onPage && ranked.length === 0) ranked.push(opening(onPage));
    return { part, ranked, match: ranked[0] };
  });
  const covered = best.filter(({ part, match }) => (onPage && match) || answers(match, part.terms, vocabulary));
  const explained = explainingSections(settingKeys, found);
  if (covered.length === 0 && explained.length === 0) {
    const terms = parts.flatMap((part) => part.terms);
    // Close means about a word of the question (or the nearest subject the docs cover) by its heading.
    const closest = rankSections(terms, found, vocabulary, { related: true }).find((match) => match.inHeading > 0);
    const quoted = closest && { page: closest.page, section: closest.section, options: { ...quoting(closest.page), phrases } };
    return result([...fileBlocks, ...notCoveredAnswer({ phrases, subject: subject(terms, question), ...(version ? { version } : {}), ...(quoted ? { closest: quoted } : {}), scope })].join("\n\n"), true);
  }
  const lead = [...fileBlocks, ...contextLead(pageContext, phrases)];
  if (readSomething && pageContext.length === 0) lead.push(phrases.aboutIt);
  const only = parts.length === 1 ? covered[0] : undefined;
  const overview = OVERVIEW.test(question) || !parts[0]!.terms.some((term) => vocabulary.distinctive(term));
  const passages: SectionMatch[] = only ? alongside(only.match!, only.ranked, only.part.terms, vocabulary, overview && context.length === 0) : [];
  for (const { part, match } of only ? [] : covered) {
    // A part an earlier passage already answers ("queues:read and queues:write") is not quoted twice.
    if (!passages.some((passage) => part.terms.every((term) => sectionMentions(passage.page, passage.section, term)))) passages.push(match!);
  }
  if (onPage) lead.push(phrases.onCurrentPage(onPage.title));
  const unmentioned = covered.flatMap(({ part }) => part.terms.filter((term) => vocabulary.unknown(term)).map((term) => term.word));
  if (unmentioned.length > 0) lead.push(phrases.notMentioned(joinWords(unmentioned, phrases, "or")));
  // A question about a file's settings is answered by the sections that explain them, whatever else its words match.
  const after = explained.length > 0 ? [] : best.filter((entry) => !covered.includes(entry)).map(({ part }) => phrases.notCovered(subject(part.terms, part.text), version));
  // A file's settings are explained first, then the rest of what the question asks.
  return answered(lead, [...explained, ...passages.filter((passage) => !explained.some((known) => known.section === passage.section))], after);

  function answered(lead: string[], passages: Passage[], after: string[]): DocsAnswer {
    const input = { phrases, lead, passages, after, quoting, suggestions: [] };
    const cited = citedPages(composeAnswer(input), found, urlFor);
    const answer = composeAnswer({ ...input, suggestions: followUpSuggestions(found, cited, answerLanguage) });
    return result(answer, false, passages.map(({ page, section }) => sectionId(page, section)));
  }
}

/** A page's opening section, as a match: what a page says first about itself. */
function opening(page: CorpusPage): SectionMatch {
  return { page, section: page.sections[0]!, score: 0, coverage: 1, distinctive: 0, inHeading: 0, mentioned: [] };
}

/** The things a question asks: its pieces, each with a telling word of its own (the others go with the piece before). */
function askedParts(question: string, vocabulary: ScopeVocabulary): AskedPart[] {
  const parts: AskedPart[] = [];
  for (const text of splitQuestion(question)) {
    const terms = questionTerms(text);
    const previous = parts.at(-1);
    if (previous && !terms.some((term) => vocabulary.distinctive(term) || vocabulary.unknown(term))) {
      previous.text = `${previous.text} ${text}`;
      previous.terms.push(...terms.filter((term) => !previous.terms.some((known) => known.term === term.term)));
    } else if (terms.length > 0 || !previous) parts.push({ text, terms });
  }
  return parts.length > 0 ? parts : [{ text: question, terms: questionTerms(question) }];
}

function shortened(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

