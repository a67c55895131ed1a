/**
 * A page's path as a reader's trail: `/guides/getting-started` reads "Guides › Getting started".
 * Segments are decoded, dashes and underscores become spaces, the first letter is capitalized; a
 * version (`v1`, `v2.3`) keeps its case and a leading two-letter language code is upper-cased (`FR`).
 * An `index` or `.html` ending is dropped. A web address gives the trail of its path; other schemes, none.
 */
export function pathTrail(path: string | undefined): string[] {
  if (!path) return [];
  const segments = pathOf(path)
    .split("/")
    .map(decode)
    .map((segment) => segment.replace(/\.html?$/i, ""))
    .filter((segment) => segment !== "" && segment.toLowerCase() !== "index");
  return segments.map((segment, index) => {
    if (/^v\d+(\.\d+)*$/i.test(segment)) return segment.toLowerCase();
    if (index === 0 && segments.length > 1 && /^[a-z]{2}$/i.test(segment)) return segment.toUpperCase();
    const words = segment.replace(/[-_]+/g, " ").trim();
    return words.charAt(0).toLocaleUpperCase() + words.slice(1);
  });
}

/** The separator drawn between the steps of a trail. */
export const TRAIL_SEPARATOR = " › ";

function pathOf(path: string): string {
  const withoutFragment = path.trim().replace(/[?#].*$/, "");
  if (!/^[a-z][a-z0-9+.-]*:/i.test(withoutFragment) && !withoutFragment.startsWith("//")) return withoutFragment;
  // Only a web address has a path worth reading: `mailto:`, `data:` and the like give no trail.
  if (!/^(https?:)?\/\//i.test(withoutFragment)) return "";
  try {
    return new URL(withoutFragment, "http://localhost").pathname;
  } catch {
    return withoutFragment;
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
