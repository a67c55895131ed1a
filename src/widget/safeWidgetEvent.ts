import { safeUrl } from "../markdown/urlPolicy";
import type { CitedPage, Suggestion } from "../protocol";
import type { AssistantWidgetEvent } from "./widgetEvents";

/**
 * An event as the integrator may receive it: every URL in it has passed the widget's URL policy (the
 * one its links follow), so an `onEvent` (or `docs-assistant:*` listener) that navigates on it cannot
 * be sent to `javascript:` or, by a `path`, to another site.
 *
 * - cited pages (`answer-finished` sources, `source-click`) keep the URL their link is drawn with;
 *   a page whose URL is refused is left out (a `source-click` for it is not sent: it has no link);
 * - a `path` (of a page or a suggestion) is kept only when it is a path on this site: one leading
 *   `/`, not `//` or `/\`, which a browser reads as another host.
 *
 * Returns `undefined` when nothing of the event may be sent.
 */
export function safeWidgetEvent(event: AssistantWidgetEvent): AssistantWidgetEvent | undefined {
  switch (event.type) {
    case "answer-finished":
      return { ...event, sources: event.sources.flatMap((page) => safePage(page) ?? []) };
    case "source-click": {
      const page = safePage(event.page);
      return page && { ...event, page };
    }
    case "suggestion-click":
      return { ...event, suggestion: safeSuggestion(event.suggestion) };
    case "open":
    case "close":
    case "ask":
    case "feedback":
    case "error":
    case "context-added":
    case "handoff":
      // A handoff's cited pages and link passed the URL policy as it was made (`supportHandoff`).
      return event;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function safePage(page: CitedPage): CitedPage | undefined {
  const url = safeUrl(page.url);
  if (url === undefined) return undefined;
  const { path: _path, ...rest } = page;
  const path = sameSitePath(page.path);
  return { ...rest, url, ...(path !== undefined && { path }) };
}

function safeSuggestion({ text, path }: Suggestion): Suggestion {
  const sitePath = sameSitePath(path);
  return sitePath === undefined ? { text } : { text, path: sitePath };
}

function sameSitePath(path: unknown): string | undefined {
  const url = safeUrl(path);
  return url !== undefined && /^\/(?![/\\])/.test(url) ? url : undefined;
}
