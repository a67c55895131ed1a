/** A `step-start` part: a quiet divider between the steps of an answer (hidden before the first). */
export function StepStartPart() {
  return <hr className="daw-part daw-step-start" data-part="step-start" aria-hidden="true" />;
}
