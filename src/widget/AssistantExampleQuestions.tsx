import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

/** Props of {@link AssistantExampleQuestions}: a `div`'s. */
export type AssistantExampleQuestionsProps = ComponentPropsWithoutRef<"div">;

/**
 * The root's `exampleQuestions` under "Try asking", each a button that asks it; nothing when there
 * are none.
 */
export const AssistantExampleQuestions = forwardRef<HTMLDivElement, AssistantExampleQuestionsProps>(function AssistantExampleQuestions(props, ref) {
  const { exampleQuestions, ask, labels } = useAssistantPart("AssistantExampleQuestions");
  if (exampleQuestions.length === 0) return null;
  return (
    <div {...partProps(props, "daw-empty-examples")} ref={ref}>
      <p className="daw-empty-hint">{labels.exampleQuestions}</p>
      <ul className="daw-examples">
        {exampleQuestions.map((question) => (
          <li key={question}>
            <button type="button" className="daw-example" onClick={() => ask(question)}>
              <span>{question}</span>
              {/* Points the way text reads: flipped in right-to-left by the stylesheet. */}
              <LineIcon className="daw-example-arrow" size={14}>
                <path d="M5 12h14M13 6l6 6-6 6" />
              </LineIcon>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
