import { fileExtension } from "../protocol";
import { questionTerms, type QueryTerm } from "./questionTerms";
import type { QuestionFile } from "./questionFiles";
import type { ScopeVocabulary } from "./scopeVocabulary";
import { mentions, stems } from "./termMatch";

/** A setting a file makes: `retries: 0`, `"concurrency": 8`, `NIMBUS_REGION=eu-west`. */
export interface FileSetting {
  key: string;
  value: string;
}

/** What the mock takes from a text file: the settings or lines the docs have words for. */
export interface FileReading {
  file: QuestionFile;
  /** Settings whose key the docs explain, those the question names first (at most {@link MAX_SETTINGS}). */
  settings: FileSetting[];
  /** Without such settings, the lines that use the docs' telling words, in the file's order. */
  lines: string[];
  /** The fence language for its lines (`yaml`, `json`, `ts`). */
  language: string;
  /** The words it is searched by: the settings' keys, or the docs' words of its lines. */
  searchText: string;
}

const MAX_SETTINGS = 4;
const MAX_LINES = 3;
const MAX_LINE_LENGTH = 200;
/** Lines of a file looked at: a long file is read by its start, like a person skimming. */
const MAX_FILE_LINES = 1_000;
const MAX_SEARCH_WORDS = 8;
/** Words of the question a file's keys and lines are compared with. */
const MAX_QUESTION_WORDS = 40;
/** A setting whose value is a secret is named, its value not repeated; so is a secret in a quoted line. */
const SECRET_KEY = /key|secret|token|passw|credential|auth/i;
/** In a quoted line: a bearer token, or a value after a secret's name that looks like one (digits among 8 or more characters). */
const SECRET_IN_LINE = /\b((?:[\w.-]*(?:key|secret|token|passw|credential|auth)[\w.-]*["']?\s*[:=]\s*["']?)(?=[^\s"',;]*\d)(?=[^\s"',;]{8})|Bearer\s+)[^\s"',;]+/gi;
const HIDDEN = "…";
/** Words of code that say nothing of what it does: a line is not about the docs for holding `const` or `await`. */
const CODE_WORDS = new Set(
  "import export from require const let var function async await return new class def self this true false null undefined none nil if else elif for while try catch except finally throw raise public private static void int string bool".split(" "),
);
/** Digits that are no status code: a year, a time, a count. */
const DATE_OR_NUMBER = /^(?:\d{1,2}|\d{4,}|\d+t\d+|\d+z)$/;
const SETTING = /^\s*(?:export\s+|-\s+)?["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(.*?)\s*,?\s*$/;
const FENCE_LANGUAGES: Record<string, string> = { yml: "yaml", mjs: "js", cjs: "js", mts: "ts", cts: "ts", markdown: "md", htm: "html", bash: "sh", zsh: "sh", env: "sh" };

/**
 * Reads a text file as the docs would explain it: the settings whose keys the docs explain (the ones
 * the question names first), or, in code and logs, the lines that use words telling the docs'
 * pages apart (`invalid_key`, `createQueue`). A file's words count only as the docs write them
 * (`apples` is not `apply`). `undefined` for an image.
 */
export function readQuestionFile(file: QuestionFile, question: string, vocabulary: ScopeVocabulary): FileReading | undefined {
  if (file.text === undefined) return undefined;
  // "time out" also asks about `timeout`.
  const words = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_QUESTION_WORDS);
  const questionStems = stems([...words, ...words.slice(1).map((word, index) => `${words[index]}${word}`)].join(" "));
  const lines = file.text.split(/\r?\n/, MAX_FILE_LINES);
  const known = (terms: QueryTerm[]) => terms.some((term) => vocabulary.pagesUsing(term) > 0);
  const inQuestion = (terms: QueryTerm[]) => terms.some((term) => term.stems.some((stem) => mentions(questionStems, stem)));
  const settings: (FileSetting & { asked: boolean })[] = [];
  // Keys the docs explain (`retries`, named as code in their prose), not those they only show (`project`), unless the question names them.
  for (const line of lines) {
    const match = line.length <= MAX_LINE_LENGTH ? SETTING.exec(line) : null;
    const value = match?.[2]?.replace(/^["']|["']$/g, "") ?? "";
    if (!match || value === "" || /^[{[]$/.test(value) || value.length > 80) continue;
    const terms = questionTerms(match[1]!.replace(/[_.-]/g, " "));
    const asked = inQuestion(terms) && known(terms);
    if ((asked || vocabulary.namesAsCode(match[1]!)) && !settings.some((setting) => setting.key === match[1])) settings.push({ key: match[1]!, value, asked });
  }
  // The settings the question asks about, when it names any; else all those the docs explain.
  const askedSettings = settings.filter((setting) => setting.asked);
  const chosen = (askedSettings.length > 0 ? askedSettings : settings).slice(0, MAX_SETTINGS).map(({ key, value }) => ({ key, value: SECRET_KEY.test(key) ? HIDDEN : hideSecrets(value) }));
  const extension = fileExtension(file.name);
  const language = FENCE_LANGUAGES[extension] ?? (/^[a-z0-9+#-]{1,12}$/.test(extension) && extension !== "txt" && extension !== "log" ? extension : "");
  if (chosen.length > 0) return { file, settings: chosen, lines: [], language, searchText: chosen.map(({ key }) => key.replace(/[_.-]/g, " ")).join(" ") };
  // How telling a word is, as the docs use it: more the fewer pages use it; nothing for a word every other page
  // uses, for a timestamp or a count, or for `const`.
  const weight = (term: QueryTerm) =>
    !CODE_WORDS.has(term.term) && !DATE_OR_NUMBER.test(term.term) && vocabulary.distinctiveAsIs(term) ? Math.log((vocabulary.pages.length + 1) / (vocabulary.pagesUsing(term) + 0.5)) : 0;
  const told = lines
    .map((line, index) => ({ line: hideSecrets(line.trimEnd()), index }))
    .filter(({ line }) => line.trim() !== "" && line.length <= MAX_LINE_LENGTH)
    .map((entry) => {
      const terms = questionTerms(splitIdentifiers(entry.line));
      return { ...entry, terms, score: terms.reduce((sum, term) => sum + weight(term), 0) };
    })
    .filter(({ score }) => score > 0);
  const answering = told.filter(({ terms }) => inQuestion(terms));
  // The most telling lines (those about what is asked, when some are), shown in the file's order.
  const picked = [...(answering.length > 0 ? answering : told)]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_LINES)
    .sort((a, b) => a.index - b.index);
  // Searched by the words that tell the docs' pages apart, the most telling first.
  const docsWords = picked
    .flatMap(({ terms }) => terms.filter((term) => weight(term) > 0))
    .sort((a, b) => weight(b) - weight(a));
  const searchWords = [...new Set(docsWords.map((term) => term.word.toLowerCase()))].slice(0, MAX_SEARCH_WORDS);
  return { file, settings: [], lines: dedent(picked.map(({ line }) => line)), language, searchText: searchWords.join(" ") };
}

/** A text with each secret it shows (a bearer token, a key's value) cut to `…`. */
function hideSecrets(text: string): string {
  return text.replace(SECRET_IN_LINE, (_secret, lead: string) => `${lead}${HIDDEN}`);
}

/** Code's names as words: `createQueue` is "create Queue", as the docs write about it. */
function splitIdentifiers(line: string): string {
  return line.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
}

/** Lines with the indentation they share taken off, so an excerpt reads on its own. */
function dedent(lines: string[]): string[] {
  const indent = Math.min(...lines.map((line) => /^\s*/.exec(line)![0].length));
  return Number.isFinite(indent) ? lines.map((line) => line.slice(indent)) : lines;
}
