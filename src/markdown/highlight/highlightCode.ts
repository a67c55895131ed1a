import { LANGUAGES, resolveLanguage } from "./languages";
import type { HighlightLine } from "./tokens";

export type { HighlightLine, TokenKind } from "./tokens";

/** Longer code is shown plain (a whole file pasted into an answer). */
export const MAX_HIGHLIGHT_CHARS = 200_000;

/**
 * The most text tokenized in one task. Measured (TypeScript, TSX, HTML: the slowest grammars) at
 * 4-8 ms per 16 kB on a busy shared CPU, so a low-end phone stays well under 50 ms.
 */
export const CHARS_PER_TASK = 16_000;

/**
 * Cuts long code into pieces of about CHARS_PER_TASK, each tokenized in its own task. Prism cannot
 * resume mid-file, so cuts are made after a blank line followed by an unindented line (between
 * top-level declarations), where no string or comment is likely open; with no such place, after any
 * line by 2 x CHARS_PER_TASK. A wrong guess only miscolours; the text is always whole.
 */
export function splitForTasks(code: string, limit = CHARS_PER_TASK): string[] {
  if (code.length <= limit) return [code];
  const lines = code.split("\n");
  const chunks: string[] = [];
  let start = 0;
  let size = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    size += lines[i]!.length + 1;
    const topLevel = lines[i]!.trim() === "" && /^\S/.test(lines[i + 1]!);
    if ((size >= limit && topLevel) || size >= 2 * limit) {
      chunks.push(lines.slice(start, i + 1).join("\n"));
      start = i + 1;
      size = 0;
    }
  }
  chunks.push(lines.slice(start).join("\n"));
  return chunks;
}

type Engine = typeof import("./prismTokenize");

let engine: Promise<Engine> | undefined;

/** The tokenizer and refractor's core: one chunk, fetched with the first grammar, never at page load. */
function loadEngine(): Promise<Engine> {
  engine ??= import("./prismTokenize").catch((error: unknown) => {
    engine = undefined; // try again for the next block
    throw error;
  });
  return engine;
}

const loading = new Map<string, Promise<Engine | null>>();
/** The engines of the languages whose grammar has loaded, for {@link highlightCodeNow}. */
const loaded = new Map<string, Engine>();

/** Loads a language's grammar chunk (and the engine) once; null when it cannot load (offline, blocked). */
function loadLanguage(id: string): Promise<Engine | null> {
  let promise = loading.get(id);
  if (!promise) {
    const entry = LANGUAGES[id]!;
    promise = Promise.all([loadEngine(), entry.load()]).then(
      ([engineLoaded, modules]) => {
        if (!engineLoaded.registerGrammars(modules, id)) return null;
        entry.setup?.(engineLoaded.languages);
        loaded.set(id, engineLoaded);
        return engineLoaded;
      },
      () => {
        loading.delete(id); // try again for the next block
        return null;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** Waits for the next task, so each piece is tokenized in a task of its own. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs jobs one after another, each in its own task: many blocks never add up to one long task. */
function inOwnTask<T>(job: () => T): Promise<T> {
  const run = queue.then(nextTask).then(job);
  queue = run.catch(() => undefined);
  return run;
}

/** Recent results (a remounted block is not tokenized again); long code is not kept. */
const cache = new Map<string, HighlightLine[]>();
const CACHE_ENTRIES = 64;

function remember(key: string, lines: HighlightLine[]): void {
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, lines);
}

/**
 * Code up to this long is tokenized at once, in the render that closes its block, when its grammar
 * has loaded: well under a millisecond, where waiting for a task of its own would cost the page a
 * commit and a frame more for each block.
 */
export const CHARS_NOW = 2_000;

/**
 * The highlighted lines of a closed code block now, without waiting: null when it stays plain (as
 * {@link highlightCode}), `undefined` when that needs {@link highlightCode} (the grammar has not
 * loaded yet, or the code is longer than {@link CHARS_NOW}). Never throws.
 */
export function highlightCodeNow(code: string, language: string | undefined): HighlightLine[] | null | undefined {
  const job = lookUp(code, language);
  if (job === null) return null;
  if ("lines" in job) return job.lines;
  const engine = loaded.get(job.id);
  if (!engine || code.length > CHARS_NOW) return undefined;
  try {
    const lines = engine.tokenizeLines(code, job.id);
    remember(job.key, lines);
    return lines;
  } catch {
    return null;
  }
}

/** What colouring `code` takes: nothing (null: it stays plain), its lines already worked out, or a language and a cache key. */
function lookUp(code: string, language: string | undefined): { lines: HighlightLine[] } | { id: string; key: string } | null {
  const id = resolveLanguage(language);
  if (id === undefined || code.length === 0 || code.length > MAX_HIGHLIGHT_CHARS) return null;
  const key = `${id}\u0000${code}`;
  const lines = cache.get(key);
  return lines ? { lines } : { id, key };
}

/**
 * Highlights a closed code block: its lines of coloured runs, or null when it stays plain (no or an
 * unknown language, too long, the grammar could not load, `signal` aborted because the block changed
 * or left). Loads the engine and the grammar on first use (one chunk per language); never throws.
 */
export async function highlightCode(code: string, language: string | undefined, signal?: AbortSignal): Promise<HighlightLine[] | null> {
  const job = lookUp(code, language);
  if (job === null) return null;
  if ("lines" in job) return job.lines;
  const { id, key } = job;
  const engine = await loadLanguage(id);
  if (!engine) return null;
  try {
    const lines: HighlightLine[] = [];
    for (const chunk of splitForTasks(code)) {
      const piece = await inOwnTask(() => (signal?.aborted ? null : engine.tokenizeLines(chunk, id)));
      if (!piece) return null;
      for (const line of piece) lines.push(line);
    }
    if (code.length <= CHARS_PER_TASK) remember(key, lines);
    return lines;
  } catch {
    return null;
  }
}
