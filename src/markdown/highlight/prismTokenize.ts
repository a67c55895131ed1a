import { refractor } from "refractor/core";
import type { GrammarModule } from "./languages";
import { tokensToLines, type HighlightLine, type PrismToken } from "./tokens";

/**
 * The highlighter's engine, loaded on the first closed code block with a known language (its own
 * chunk, with refractor's Prism core): registers grammar modules and tokenizes. Refractor's
 * instance has no globals: a page's own `window.Prism` is neither read nor touched.
 */

type Grammar = Record<string, unknown>;
interface Env {
  code: string;
  grammar: Grammar;
  language: string;
  tokens?: Array<string | PrismToken>;
}
/** What refractor's instance inherits from Prism's core and its types leave out. */
interface PrismCore {
  tokenize(code: string, grammar: Grammar): Array<string | PrismToken>;
  hooks: { run(name: string, env: Env): void };
}

const prism = refractor as unknown as PrismCore;

/** All registered grammars, by name (for a language's setup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Prism grammars are untyped objects a setup extends
export const languages = refractor.languages as Record<string, any>;

/** Registers grammars (each registers what it extends first, each once); true if `id` is now known. */
export function registerGrammars(modules: readonly GrammarModule[], id: string): boolean {
  for (const module of modules) refractor.register(module.default as never);
  return typeof grammarOf(id) === "object";
}

function grammarOf(id: string): Grammar | undefined {
  const grammar: unknown = Object.hasOwn(refractor.languages, id) ? refractor.languages[id] : undefined;
  return typeof grammar === "object" && grammar !== null ? (grammar as Grammar) : undefined;
}

/**
 * The lines of coloured runs of `code` in a registered language. Tokenizes as `Prism.highlight`
 * does, with its hooks (JSX merges the text between tags), but keeps Prism's tokens instead of
 * refractor's hast: flattening them is about twice as fast as building hast and drawing it.
 */
export function tokenizeLines(code: string, id: string): HighlightLine[] {
  const grammar = grammarOf(id);
  if (!grammar) return [];
  const env: Env = { code, grammar, language: id };
  prism.hooks.run("before-tokenize", env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run("after-tokenize", env);
  return tokensToLines(env.tokens);
}
