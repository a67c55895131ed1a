/** Where a page's link goes, as a reader reads it: `docs.example.com/guides/install`, or `/guides/install` on this site. */
export function pageAddress(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url.replace(/[?#].*$/, "");
  const match = /^https?:\/\/([^/?#]+)([^?#]*)/i.exec(url);
  return match ? `${match[1]}${match[2] === "/" ? "" : match[2]}` : undefined;
}
