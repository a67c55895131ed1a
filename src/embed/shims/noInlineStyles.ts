/**
 * The script-tag build's stand-in for `style-to-object`, which react-markdown's element builder uses
 * to read a `style="…"` attribute. Answers are drawn without raw HTML, so no element of an answer
 * carries a style attribute (table alignment arrives as an object, not a string): it is never called
 * with anything to read, and the parser stays out of the first answer's download.
 */
export default function styleToObject(): null {
  return null;
}
