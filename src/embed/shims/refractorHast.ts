/**
 * The script-tag build's stand-ins for `hastscript` and `parse-entities`, which refractor's core
 * imports to build HTML trees. The widget only tokenizes with it (`prismTokenize`), never asks for
 * a tree, so these are never called; leaving the real ones out saves 2.9 kB gzip of the first
 * answer with a code block. If a refractor update starts calling them, highlighting fails loudly
 * (and the code shows plain: `highlightCode` never throws).
 */
function neverCalled(name: string): never {
  throw new Error(`docs-assistant-widget: ${name} is not part of the script-tag build`);
}

export function h(): never {
  return neverCalled("hastscript");
}

export function parseEntities(): never {
  return neverCalled("parse-entities");
}
