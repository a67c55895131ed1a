import { blockLineText, plainText, sentencesOf } from "./plainText";

/** The passage of a page a citation rests on. */
export interface Passage {
  /** One to a few sentences of the page, as plain text. */
  text: string;
  /** The heading of the section it is in, when it is under one. */
  heading?: string;
}

/** How much of a page is read: a search result's `content` can be a whole page, or more. */
export const PASSAGE_MAX_CONTENT = 200_000;
/** A passage grows by the sentences after its best one while it stays this short. */
const PASSAGE_CHARS = 280;

// Words that say nothing about what a sentence is about (English and French, the languages of the docs).
const STOP_WORDS = new Set(
  (
    "a about also an and any are as at be been but by can could do does for from has have how i if in into is it its " +
    "just may me more my no not of on one or our read see so some such than that the their them then there these they " +
    "this those to too us use was we were what when where which while who why will with would you your " +
    "au aux avec ce ces cet cette comment dans de des du elle en est et il ils la le les leur lire mais ne nous on ou " +
    "par pas plus pour qui que se sur un une vous votre voir"
  ).split(" "),
);

interface Sentence {
  text: string;
  heading?: string;
  /** Index of its paragraph: a passage only grows inside its own. */
  paragraph: number;
}

/**
 * The sentences of `content` (a page's markdown) that best match `query` (the sentence that cites
 * the page), with the heading they sit under; `undefined` when no sentence shares a meaningful word
 * with it. Each sentence scores the sum of the query's words it holds, each weighted by how rare it
 * is on the page (words every sentence has weigh little), eased for long sentences. The best one
 * comes with the sentences after it in its paragraph while the passage stays short. Headings, code
 * blocks and tables are not passages.
 */
export function findPassage(content: string, query: string): Passage | undefined {
  const wanted = termsOf(query);
  if (wanted.size === 0) return undefined;
  const sentences = pageSentences(content.slice(0, PASSAGE_MAX_CONTENT));
  // Only the query's words are looked for: a page can be 100 KB, and this runs when a reader points at a citation.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...wanted].map(escapeRegExp).join("|")})[\\p{L}\\p{N}]*`, "gu");
  const found = sentences.map((sentence) => {
    const terms = new Set<string>();
    for (const word of bare(sentence.text).match(pattern) ?? []) {
      const term = stem(word);
      if (wanted.has(term)) terms.add(term);
    }
    return terms;
  });
  const frequency = new Map<string, number>();
  for (const terms of found) for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  let best = -1;
  let bestScore = 0;
  found.forEach((terms, index) => {
    let score = 0;
    for (const term of terms) score += Math.log(1 + sentences.length / frequency.get(term)!);
    // Eased for long sentences: about one word in six characters.
    score /= 1 + Math.log(1 + sentences[index]!.text.length / 96);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  if (best < 0) return undefined;
  const first = sentences[best]!;
  let text = first.text;
  for (let next = best + 1; next < sentences.length && sentences[next]!.paragraph === first.paragraph; next += 1) {
    const longer = `${text} ${sentences[next]!.text}`;
    if (longer.length > PASSAGE_CHARS) break;
    text = longer;
  }
  text = plainText(text);
  return first.heading ? { text, heading: first.heading } : { text };
}

/** The meaningful words of a text, reduced so that "keys" meets "key" and "rotation" meets "rotate". */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  // Accents off once for the whole text ("débit" meets "debit"), then one match: this runs over whole pages.
  for (const word of bare(text).match(WORD) ?? []) if (word.length > 1 && !STOP_WORDS.has(word)) terms.add(stem(word));
  return terms;
}

/** Lower case, accents off ("Débit" reads "debit"). */
function bare(text: string): string {
  // Most of a docs page is ASCII: normalizing costs, so only text with other characters pays for it.
  return (NON_ASCII.test(text) ? text.normalize("NFKD").replace(MARKS, "") : text).toLowerCase();
}

const NON_ASCII = /[^\x00-\x7f]/;

function stem(word: string): string {
  return (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word).slice(0, 5);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** A line that may open a fence or a list item: the exact tests run only on these. */
const BLOCK_START = /^\s*[`~\-*+\d]/;

/** Every sentence of the page's prose, each with the heading above it. */
function pageSentences(content: string): Sentence[] {
  const sentences: Sentence[] = [];
  let heading: string | undefined;
  let paragraph: string[] = [];
  let paragraphs = 0;
  let fence: string | undefined;
  const end = () => {
    // Scored as written (markdown marks are not words); only the passage shown is made plain.
    for (const text of sentencesOf(paragraph.join(" "))) sentences.push({ text, heading, paragraph: paragraphs });
    paragraph = [];
    paragraphs += 1;
  };
  const lines = content.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "").split("\n");
  for (const line of lines) {
    const opening = BLOCK_START.test(line) ? /^\s{0,3}(`{3,}|~{3,})/.exec(line) : null;
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (opening) {
      end();
      fence = opening[1]!;
    } else if (line.trimStart().startsWith("#") && /^\s{0,3}#{1,6}\s/.test(line)) {
      end();
      heading = plainText(blockLineText(line)) || undefined;
    } else if (line.trim() === "" || /^\s*\|/.test(line)) {
      end();
    } else {
      if (BLOCK_START.test(line) && /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s/.test(line)) end();
      paragraph.push(blockLineText(line));
    }
  }
  end();
  return sentences;
}
