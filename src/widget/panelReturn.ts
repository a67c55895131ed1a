/**
 * What the panel was like when the reader followed a link in it to another page of the same site
 * (a cited source, a link in an answer): kept for one page load in `sessionStorage`, so that page
 * opens the assistant as the reader left it. No React, no imports: the script tag's loader reads it
 * before the rest of the widget loads.
 */
export interface PanelReturn {
  /** The popover had been docked as a sidebar. */
  docked: boolean;
  /** The transcript's place: the message at its top, and how far that message was scrolled past it (px). Absent at the bottom. */
  message?: number;
  offset?: number;
}

interface StoredReturn extends PanelReturn {
  /** The page the link led to, without its fragment. */
  href: string;
  at: number;
}

/** A page that takes longer than this to come is not the one the link led to. */
const FRESH_MS = 5 * 60_000;

const keyOf = (domain: string) => `docs-assistant-widget:panel:v1:${domain}`;
const withoutHash = (href: string) => href.split("#")[0]!;

/** Keeps `state` for the page at `href`, the next one this tab loads. Never throws. */
export function rememberPanelReturn(domain: string, href: string, state: PanelReturn): void {
  const stored: StoredReturn = { ...state, href: withoutHash(href), at: Date.now() };
  try {
    sessionStorage.setItem(keyOf(domain), JSON.stringify(stored));
  } catch {
    // Storage refused: the next page opens with the panel closed, as before.
  }
}

/** Whether this page was reached by a link in `domain`'s panel, a moment ago (the record stays for the widget to take). */
export function shouldRestorePanel(domain: string): boolean {
  try {
    const { href, at } = JSON.parse(sessionStorage.getItem(keyOf(domain)) ?? "{}") as Partial<StoredReturn>;
    return href === withoutHash(location.href) && fresh(at);
  } catch {
    return false;
  }
}

/** The panel as the reader left it on the way to this page; read once (the record is removed). */
export function takePanelReturn(domain: string): PanelReturn | undefined {
  const found = read(domain);
  try {
    sessionStorage.removeItem(keyOf(domain));
  } catch {
    // Nothing was kept where storage is refused.
  }
  return found;
}

function fresh(at: unknown): boolean {
  const age = Date.now() - (at as number);
  return age >= 0 && age < FRESH_MS;
}

function read(domain: string): PanelReturn | undefined {
  let value: Partial<StoredReturn> | null;
  try {
    value = JSON.parse(sessionStorage.getItem(keyOf(domain)) ?? "null") as Partial<StoredReturn> | null;
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || value.href !== withoutHash(location.href) || !fresh(value.at)) return undefined;
  const place = Number.isInteger(value.message) && value.message! >= 0 && Number.isFinite(value.offset) ? { message: value.message!, offset: value.offset! } : {};
  return { docked: value.docked === true, ...place };
}
