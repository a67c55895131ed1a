/**
 * How far down the viewport the site's own header reaches (its banner: `role="banner"`, or a
 * `header` that is not the widget's), so the popover opens below it instead of over the site's
 * navigation: 0 when there is none or it has scrolled away, at most a third of the viewport.
 */
export function siteHeaderBottom(): number {
  const banner = document.querySelector('[role="banner"], header:not(.daw-root *)');
  const bottom = banner?.getBoundingClientRect().bottom ?? 0;
  return Math.min(Math.max(bottom, 0), innerHeight / 3);
}
