/** How many words start and end a text fragment; a passage up to twice that is given whole. */
const EDGE_WORDS = 4;

/**
 * `href` opening the page at `passage` where the browser supports text fragments
 * (`/guides/api-keys#:~:text=Create%20a%20new%20key%2C,needs%20no%20downtime.`): its first and last
 * words, or all of a short one. A browser without them is given `href` as it is,
 * so it opens the page itself (an unknown `#:~:` would only be an anchor it cannot find). Only web
 * addresses and paths get one.
 */
export function withTextFragment(href: string, passage: string | undefined, supported = supportsTextFragments()): string {
  if (!supported || !passage || /^(?!https?:)[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const words = passage.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return href;
  const directive =
    words.length <= EDGE_WORDS * 2
      ? encodeTextPart(words.join(" "))
      : `${encodeTextPart(words.slice(0, EDGE_WORDS).join(" "))},${encodeTextPart(words.slice(-EDGE_WORDS).join(" "))}`;
  const hash = href.indexOf("#");
  const withoutDirective = hash < 0 ? `${href}#` : href.replace(/:~:.*$/, "");
  return `${withoutDirective}:~:text=${directive}`;
}

/** True where the browser reads `#:~:text=` (Chromium, Safari 16.1, Firefox 131). */
export function supportsTextFragments(): boolean {
  return typeof document !== "undefined" && "fragmentDirective" in document;
}

/** Percent-encodes a text directive's part: `-`, `,` and `&` mean something there. */
function encodeTextPart(text: string): string {
  return encodeURIComponent(text).replace(/-/g, "%2D");
}
