import MiniSearch from "minisearch";

/**
 * How questions and pages are cut into search terms: lower case, accents folded, and the words
 * that carry no subject (English and French) dropped, so "how do I ..." matches nothing by itself.
 */

const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its " +
    "me my no not of on or our so than that the their them then there these they this those to us was we were what " +
    "when where which while who why will with would you your yours about after before get got use using want need " +
    "should make show give please any some all also just like one ok hi hello thanks thank " +
    "code snippet mean means work works happen happens page " +
    "between difference differences differ explain describe example examples way ways possible vs versus compare every each " +
    "le la les l de des du d un une et est en au aux pour par comment je j que qu qui quoi dans sur avec pas ce cet " +
    "cette ces mon ma mes son sa ses il elle on nous vous ils ne se si ou où y a faire peut " +
    "entre différence différences expliquer explique exemple exemples comparer chaque signifie signifient signification " +
    "pourquoi quand quel quelle quels quelles"
  ).split(" "),
);

/** Words of a request to continue ("tell me more"); they say nothing about the subject. */
const FOLLOW_UP_WORDS = new Set(
  "more tell else continue elaborate explain details detail further go again another other plus encore dis moi".split(" "),
);

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

const normalized = new Map<string, string | null>();

/** Lower case without accents, or `null` for a word that carries no subject. */
export function normalizeTerm(term: string): string | null {
  const known = normalized.get(term);
  if (known !== undefined) return known;
  const folded = term.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  const result = folded.length < 2 || STOP_WORDS.has(folded) || FOLLOW_UP_WORDS.has(folded) ? null : folded;
  if (normalized.size < 100_000) normalized.set(term, result);
  return result;
}

/** The subject words of a text, in order, each once. */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const term = normalizeTerm(token);
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/** True for "tell me more", "go on", "encore": a question with no subject but asking to continue. */
export function isFollowUpRequest(text: string): boolean {
  const words = tokenize(text).map((word) => word.toLowerCase());
  return contentTerms(text).length === 0 && words.some((word) => FOLLOW_UP_WORDS.has(word));
}
