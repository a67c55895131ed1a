import { answerPhrases, joinWords, type AnswerPhrases } from "./answerPhrases";
import { citePassage, type PassageOptions } from "./citePassage";
import type { CorpusPage, PageSection } from "./corpusPage";
import type { SearchFilter } from "../protocol";

/** What a "not covered" answer says. */
export interface NotCoveredInput {
  phrases: AnswerPhrases;
  /** What the docs do not cover, as the reader put it ("Kubernetes", or the question in quotes). */
  subject: string;
  /** The docs version searched, when the reader's filter chose one. */
  version?: string;
  /** The passage that comes closest, and how to quote it; none when nothing does. */
  closest?: { page: CorpusPage; section: PageSection; options: PassageOptions };
  /** The pages in scope, for saying what the docs do cover when nothing comes close. */
  scope: readonly CorpusPage[];
}

/** Says plainly that the docs do not cover it, then what comes closest (quoted and cited), or what they do cover. */
export function notCoveredAnswer({ phrases, subject, version, closest, scope }: NotCoveredInput): string[] {
  const blocks = [phrases.notCovered(subject, version)];
  if (closest) {
    const { page, section, options } = closest;
    blocks.push(section.heading === page.title ? phrases.closestPage(page.title) : phrases.closestSection(section.heading, page.title));
    blocks.push(...citePassage(page, section, { ...options, maxBlocks: 2 }));
  } else {
    blocks.push(phrases.nothingClose(joinWords(topics(scope), phrases)));
  }
  return blocks;
}

/**
 * The answer when the filter leaves no docs at all (a version or a language the docs do not have),
 * or `undefined` when it leaves some.
 */
export function noDocsAnswer(filter: SearchFilter | null | undefined, every: readonly CorpusPage[], scope: readonly CorpusPage[]): string | undefined {
  if (scope.length > 0 || !filter) return undefined;
  const phrases = answerPhrases(filter.language);
  const versions = [...new Set(every.map((page) => page.version))].sort();
  if (filter.version !== undefined && !versions.includes(filter.version)) {
    return phrases.noVersion(filter.version, `${phrases.versions} ${joinWords(versions, phrases)}`);
  }
  const languages = [...new Set(every.filter((page) => filter.version === undefined || page.version === filter.version).map((page) => page.language))].sort();
  const name = (code: string) => languageName(code, phrases.language);
  return phrases.noLanguage(name(filter.language ?? ""), joinWords(languages.map(name), phrases), filter.version);
}

/** The subjects of the pages in scope, in reading order ("installation, API keys, rate limits"). */
function topics(scope: readonly CorpusPage[]): string[] {
  return scope.filter((page) => page.path !== "/" && !page.path.endsWith("/")).map((page) => (/^\p{Lu}\p{Ll}/u.test(page.title) ? page.title[0]!.toLowerCase() + page.title.slice(1) : page.title));
}

function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
