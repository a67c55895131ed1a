/**
 * The script-tag build's stand-in for `aria-hidden`, whose `hideOthers` Radix's popover calls only
 * in its modal mode, to hide the rest of the page from screen readers. The widget's panel is never
 * modal (the docs page stays usable beside it), so nothing is ever hidden; its 1.2 kB gzip stays
 * out of the download.
 */
export function hideOthers(): () => void {
  return () => {};
}
