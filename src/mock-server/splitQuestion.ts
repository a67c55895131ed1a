/** Where a question may hold a second one: sentence ends, and "and", "then", "et", "puis" joining two asks. */
const SENTENCES = /[?？!;\n]+|\.(?:\s+|$)/u;
const JOINS = /\s*,?\s+(?:and then|and also|and|then|as well as|plus|et puis|et|puis|ainsi que)\s+/iu;

/**
 * The pieces a question may ask separately: "How do I install the CLI and create an API key?"
 * gives "How do I install the CLI" and "create an API key". Whether two pieces are two questions is
 * for the docs to say (a piece with no word of its own, like "Nimbus 2" in "between Nimbus 1 and
 * Nimbus 2", goes back with the one before it); this only finds where they could part.
 */
export function splitQuestion(question: string): string[] {
  const pieces = question
    .split(SENTENCES)
    .flatMap((sentence) => sentence.split(JOINS))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "");
  // A reader asks a few things at once; past that, the rest goes with the last.
  return pieces.length <= MAX_PIECES ? pieces : [...pieces.slice(0, MAX_PIECES - 1), pieces.slice(MAX_PIECES - 1).join(" ")];
}

const MAX_PIECES = 4;
