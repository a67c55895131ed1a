/** Words that say which language a question is in, for the languages the docs are written in. */
const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set("the a an is are do does did how what why when where which who can could should my your i it this that to of in on with not".split(" ")),
  fr: new Set("le la les l un une des du d de est sont comment pourquoi quoi quand où quel quelle que qu qui je j mon ma mes votre vos ce cette avec dans sur pas ne".split(" ")),
};

/**
 * The language a question is written in, by its function words (`en`, `fr`); `undefined` when they
 * do not tell. For when the words searched are a file's, which say nothing of the reader's language.
 */
export function questionLanguage(question: string): string | undefined {
  const words = question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const counts = Object.entries(FUNCTION_WORDS).map(([language, set]) => ({ language, count: words.filter((word) => set.has(word)).length }));
  counts.sort((a, b) => b.count - a.count);
  const [first, second] = counts;
  return first && first.count > 0 && first.count > (second?.count ?? 0) ? first.language : undefined;
}
