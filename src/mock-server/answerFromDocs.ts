import type { AssistantRequest } from "../protocol";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import { answerPhrases } from "./answerPhrases";
import { composeAnswer } from "./composeAnswer";
import { composeLongAnswer } from "./composeLongAnswer";
import type { CorpusPage } from "./corpusPage";
import { matchesFilter, type DocsSearch, type SearchHit } from "./docsSearch";
import { searchQuery } from "./searchQuery";
import { contentTerms, isFollowUpRequest } from "./searchTerms";
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
  /** Pages quoted: the `h:` sources. */
  pages: CorpusPage[];
  /** Sections quoted (`path#heading`), remembered by the thread. */
  sections: string[];
}

const DEICTIC = /\b(this|here|page|ceci|cette|ici)\b/i;

/**
 * Answers for real: the question (or, for "tell me more", the thread's topic; with code or a
 * selection in `context`, a keyword query of its subject words and theirs) is searched with the
 * request's filter and `retrievalPageSize`; the page at `currentPath` ranks first; the answer quotes
 * the best passages.
 */
export function answerFromDocs(
  search: DocsSearch,
  request: RetrievalRequest,
  question: string,
  thread: Thread,
  scenario: MockScenario | undefined,
  urlFor: (page: CorpusPage) => string,
): DocsAnswer {
  const context = request.context ?? [];
  const followUpTopic = isFollowUpRequest(question) && thread.topic ? thread.topic : undefined;
  const query = followUpTopic ?? searchQuery(question, context);
  const current = request.currentPath ? search.page(request.currentPath) : undefined;
  const currentPage = current && matchesFilter(current, request.filter) ? current : undefined;
  const limit = request.retrievalPageSize;
  let hits = search.search(followUpTopic ?? (context.length > 0 ? query : question), { limit, filter: request.filter, boostPath: currentPage?.path });
  if (currentPage && !hits.some((hit) => hit.page === currentPage) && (hits.length === 0 || DEICTIC.test(question))) {
    hits = [{ page: currentPage, score: 0, terms: [] }, ...hits].slice(0, limit);
  }
  const language = request.filter?.language ?? hits[0]?.page.language ?? currentPage?.language ?? "en";
  if (scenario === MOCK_SCENARIOS.notFound || hits.length === 0) {
    return { query, hits, notFound: true, answer: notFoundAnswer(question, request, language), pages: [], sections: [] };
  }
  if (scenario === MOCK_SCENARIOS.longAnswer) {
    const long = composeLongAnswer(hits.map((hit) => hit.page), search.pages, urlFor);
    return { query, hits, notFound: false, answer: long.markdown, pages: long.pages, sections: [] };
  }
  const composed = composeAnswer({
    terms: contentTerms(query),
    hits,
    context,
    ...(currentPage ? { currentPage } : {}),
    ...(followUpTopic ? { followUpTopic } : {}),
    usedSections: followUpTopic ? thread.usedSections : [],
    language,
    urlFor,
  });
  return { query, hits, notFound: false, answer: composed.markdown, pages: composed.pages, sections: composed.sections };
}

function notFoundAnswer(question: string, request: RetrievalRequest, language: string): string {
  const phrases = answerPhrases(language);
  const scope =
    (request.filter?.version ? phrases.versionScope(request.filter.version) : "") +
    (request.filter?.language ? phrases.languageScope(request.filter.language) : "");
  const shown = question.length > 120 ? `${question.slice(0, 120)}…` : question;
  return phrases.notFound(shown.replace(/\s+/g, " "), scope);
}
