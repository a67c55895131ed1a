import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  exampleQuestions: ReadonlyArray<string>;
  onAsk: (question: string) => void;
  labels: WidgetLabels;
}

/** What an empty conversation shows: a heading and, when given, example questions to ask in one click. */
export function EmptyState({ exampleQuestions, onAsk, labels }: EmptyStateProps) {
  return (
    <div className="daw-empty">
      <p className="daw-empty-title">{labels.emptyTitle}</p>
      {exampleQuestions.length > 0 && (
        <>
          <p className="daw-empty-hint">{labels.exampleQuestions}</p>
          <ul className="daw-examples">
            {exampleQuestions.map((question) => (
              <li key={question}>
                <button type="button" className="daw-example" onClick={() => onAsk(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
