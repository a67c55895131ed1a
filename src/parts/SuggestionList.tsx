import { memo, useId } from "react";
import { safeUrl } from "../markdown/urlPolicy";
import type { Suggestion } from "../protocol";
import { sameSuggestions } from "./messageSuggestions";
import { pathTrail, TRAIL_SEPARATOR } from "./pathTrail";
import { usePartLabels } from "./partLabels";
import { SafeLink } from "./SafeLink";

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** The follow-up questions (from `splitSuggestions` / `messageSuggestions`). */
  suggestions: Suggestion[];
  /** Called with the clicked suggestion; its `path` has passed the URL policy (left out when refused). */
  onSuggestionClick?: (suggestion: Suggestion) => void;
}

/**
 * Follow-up questions the reader can ask with one click; one that names a page (`path`) also links
 * to it, through `components.Link` once the path has passed the URL policy.
 */
export const SuggestionList = memo(function SuggestionList({ suggestions, onSuggestionClick }: SuggestionListProps) {
  const labels = usePartLabels();
  const titleId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div className="daw-suggestions" role="group" aria-labelledby={titleId}>
      <p className="daw-suggestions-title" id={titleId}>
        {labels.suggestions}
      </p>
      <ul className="daw-suggestions-list">
        {suggestions.map((suggestion, index) => {
          const safe = withSafePath(suggestion);
          // The page it names, as a reader's trail ("Guides › Install"); the home page ("/") adds nothing.
          const trail = pathTrail(safe.path);
          return (
            <li key={`${index}:${suggestion.text}`}>
              <button type="button" className="daw-suggestion" dir="auto" onClick={() => onSuggestionClick?.(safe)}>
                {suggestion.text}
              </button>
              {trail.length > 0 ? (
                <SafeLink url={safe.path} className="daw-suggestion-page">
                  {trail.join(TRAIL_SEPARATOR)}
                </SafeLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}, (a, b) => a.onSuggestionClick === b.onSuggestionClick && sameSuggestions(a.suggestions, b.suggestions));

function withSafePath({ text, path }: Suggestion): Suggestion {
  const safePath = safeUrl(path);
  return safePath === undefined ? { text } : { text, path: safePath };
}
