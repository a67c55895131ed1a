import { forwardRef, useId, type KeyboardEvent } from "react";
import type { WidgetLabels } from "./widgetLabels";

/** Props of {@link Composer}. */
export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Send the message box's text. */
  onSend: () => void;
  /** Stop the answer being streamed. */
  onStop: () => void;
  /** A question is being answered: Stop replaces Send. */
  busy: boolean;
  labels: WidgetLabels;
}

/**
 * The message box with Send (or Stop while answering). Enter sends and Shift+Enter breaks the
 * line, but never while an input method is composing (CJK readers confirm words with Enter).
 */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer(
  { value, onChange, onSend, onStop, busy, labels },
  ref,
) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    if (!busy) onSend();
  };
  return (
    <form
      className="daw-composer"
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSend();
      }}
    >
      <label className="daw-visually-hidden" htmlFor={id}>
        {labels.messageBox}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="daw-input"
        part="message-box"
        rows={1}
        value={value}
        placeholder={labels.messagePlaceholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {busy ? (
        <button type="button" className="daw-button daw-stop" part="stop-button" onClick={onStop}>
          {labels.stop}
        </button>
      ) : (
        <button type="submit" className="daw-button daw-send" part="send-button" disabled={value.trim() === ""}>
          {labels.send}
        </button>
      )}
    </form>
  );
});
