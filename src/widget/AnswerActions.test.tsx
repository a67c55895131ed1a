import { render, screen } from "@testing-library/react";
import { AnswerActions, type AnswerActionsProps } from "./AnswerActions";
import { DEFAULT_WIDGET_LABELS } from "./widgetLabels";

const props = (overrides: Partial<AnswerActionsProps>): AnswerActionsProps => ({
  text: "An answer.",
  canRegenerate: false,
  onRegenerate: () => {},
  feedback: undefined,
  onFeedback: () => {},
  labels: DEFAULT_WIDGET_LABELS,
  ...overrides,
});

const names = () => screen.queryAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent);

test("an answer with text: Copy answer and the two ratings", () => {
  render(<AnswerActions {...props({})} />);
  expect(names()).toEqual(["Copy answer", "Helpful", "Not helpful"]);
});

test("an answer with no text offers no Copy and no rating; nothing at all unless it can be regenerated", () => {
  const { container, rerender } = render(<AnswerActions {...props({ text: "" })} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<AnswerActions {...props({ text: "", canRegenerate: true })} />);
  expect(names()).toEqual(["Regenerate"]);
});

test("a cut answer (complete={false}) offers no Copy and no rating", () => {
  const { container } = render(<AnswerActions {...props({ complete: false })} />);
  expect(container).toBeEmptyDOMElement();
});
