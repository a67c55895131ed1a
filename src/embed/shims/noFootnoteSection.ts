/**
 * The script-tag build's stand-ins for mdast-util-to-hast's footnote section (`footer`, GFM's list of
 * numbered notes with ids and back links at the end of a document) and its default footnote
 * reference (a link to that list). The widget draws footnotes where they stand instead
 * (`FOOTNOTE_HANDLERS`: a reference is its number, a definition its number and text, no ids, no
 * links; blocks are drawn apart, so a note's list at the end could not link them), so no reference
 * is ever counted into `footnoteOrder` and the section, built from the references counted, is always
 * empty: 0.6 kB gzip less for the first answer. Were one ever counted, it fails loudly.
 */
function notInThisBuild(): never {
  throw new Error("docs-assistant: GFM's footnote section is not part of the script-tag build");
}

/** The footnote section of a document whose references were never counted: none. */
export function footer(state: { footnoteOrder: readonly string[] }): undefined {
  if (state.footnoteOrder.length > 0) notInThisBuild();
  return undefined;
}

export const footnoteReference = notInThisBuild;
export const defaultFootnoteBackContent = notInThisBuild;
export const defaultFootnoteBackLabel = notInThisBuild;
