import { memo, useId } from "react";
import type { Suggestion } from "../protocol";
import { safeSuggestion, sameSuggestions } from "./messageSuggestions";
import { usePartLabels } from "./partLabels";

/** Props of {@link SuggestionList}. */
export interface SuggestionListProps {
  /** The follow-up questions (from `splitSuggestions` / `messageSuggestions`). */
  suggestions: Suggestion[];
  /** Called with the clicked suggestion; its `path` has passed the URL policy (left out when refused). */
  onSuggestionClick?: (suggestion: Suggestion) => void;
}

/**
 * Follow-up questions the reader can ask with one click: one button each, on one line where it fits.
 * The page a suggestion names (`path`) goes, checked by the URL policy, to `onSuggestionClick`.
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
        {suggestions.map((suggestion, index) => (
          <li key={`${index}:${suggestion.text}`}>
            <button type="button" className="daw-suggestion" onClick={() => onSuggestionClick?.(safeSuggestion(suggestion))}>
              <span className="daw-suggestion-text" dir="auto">
                {suggestion.text}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}, (a, b) => a.onSuggestionClick === b.onSuggestionClick && sameSuggestions(a.suggestions, b.suggestions));
