/**
 * The one URL policy for every URL that reaches the DOM: markdown links and images, source links,
 * search results, suggestion paths. Allowed: `http:`, `https:`, `mailto:` and relative URLs
 * (`/x`, `./x`, `../x`, `#x`, `?q`, `x/y`). Everything else is refused, including schemes hidden by
 * case, whitespace, control characters, HTML entities, percent-encoding or compatibility characters.
 */

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

/** `rel` for links that leave the page: no opener, no referrer, no endorsement of model-written links. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

// C0 controls and DEL: a browser strips or ignores some of them, so "java\tscript:" would run.
const CONTROL = /[\u0000-\u001f\u007f]/;
// What a browser (or an obfuscator) can slip between the letters of a scheme; stripped only to look.
// eslint-disable-next-line no-misleading-character-class -- a class of invisible code points, each stripped on its own
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/g;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":", tab: "\t", newline: "\n", amp: "&", lpar: "(", rpar: ")", sol: "/", bsol: "\\",
  quot: '"', apos: "'", lt: "<", gt: ">", nbsp: " ", period: ".", excl: "!", plus: "+", num: "#",
  quest: "?", equals: "=", percnt: "%", semi: ";", comma: ",", hyphen: "-", dash: "-", lowbar: "_",
};

/** The URL to put in the DOM when the policy allows it (trimmed), else `undefined`. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  const trimmed = url.trim();
  if (trimmed === "" || CONTROL.test(trimmed)) return undefined;
  if (!schemeAllowed(trimmed.toLowerCase())) return undefined;
  return schemeAllowed(revealed(trimmed)) ? trimmed : undefined;
}

/**
 * True when a (safe) URL leaves the page: an absolute or protocol-relative http(s) URL on another
 * origin. Relative URLs and `mailto:` stay. Without a known page origin (server rendering), every
 * absolute http(s) URL counts as external.
 * @param pageOrigin the origin of the page. @default location.origin when there is one
 */
export function isExternalUrl(url: string, pageOrigin: string | undefined = currentOrigin()): boolean {
  const lower = url.trim().toLowerCase();
  if (lower.startsWith("mailto:")) return false;
  const absolute = /^https?:/.test(lower) || /^[/\\]{2}/.test(lower);
  if (!absolute) return false;
  if (!pageOrigin) return true;
  try {
    return new URL(url.trim(), `${pageOrigin}/`).origin !== new URL(pageOrigin).origin;
  } catch {
    return true;
  }
}

/** The attributes of a link that follows the policy, or `undefined` when the URL is refused. */
export function safeLinkAttributes(
  url: unknown,
  pageOrigin?: string,
): { href: string; target?: "_blank"; rel?: string } | undefined {
  const href = safeUrl(url);
  if (href === undefined) return undefined;
  const external = isExternalUrl(href, pageOrigin ?? currentOrigin());
  return external ? { href, target: "_blank", rel: EXTERNAL_LINK_REL } : { href };
}

/** The policy for a markdown link or image URL (same as `safeUrl`), kept for callers that transform URLs. */
export function markdownUrlTransform(url: string): string | undefined {
  return safeUrl(url);
}

/** A scheme, when the part before the first `/`, `?` or `#` holds a colon, must be an allowed one. */
function schemeAllowed(candidate: string): boolean {
  const end = candidate.search(/[/?#]/);
  const head = end === -1 ? candidate : candidate.slice(0, end);
  const colon = head.indexOf(":");
  if (colon === -1) return true;
  return ALLOWED_SCHEMES.has(head.slice(0, colon));
}

/** What an obfuscated URL says once entities and percent-escapes are undone and invisibles dropped. */
function revealed(url: string): string {
  let current = url;
  for (let round = 0; round < 4; round += 1) {
    const next = percentDecode(decodeEntities(current));
    if (next === current) break;
    current = next;
  }
  return current.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function percentDecode(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function currentOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== "null" ? origin : undefined;
}
