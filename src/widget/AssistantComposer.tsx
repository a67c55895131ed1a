import { useEffect, useId, type KeyboardEvent } from "react";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import { useAssistantPart } from "./assistantContext";

/**
 * The message box (a `textbox` named `Message`) with Send, or Stop while answering. Enter sends and
 * Shift+Enter breaks the line, but never while an input method is composing (CJK readers confirm
 * words with Enter).
 */
export function AssistantComposer() {
  const { chat, labels, input, setInput, send, composerRef } = useAssistantPart("AssistantComposer");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const id = useId();
  // The answers' markdown renderer (its own chunk) loads while the reader types the question.
  useEffect(() => {
    loadMarkdownBlocks().catch(() => {});
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    if (!busy) send();
  };
  return (
    <form
      className="daw-composer"
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) send();
      }}
    >
      <label className="daw-visually-hidden" htmlFor={id}>
        {labels.messageBox}
      </label>
      <textarea
        ref={composerRef}
        id={id}
        className="daw-input"
        part="message-box"
        rows={1}
        value={input}
        placeholder={labels.messagePlaceholder}
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {busy ? (
        <button type="button" className="daw-button daw-stop" part="stop-button" onClick={chat.stop}>
          {labels.stop}
        </button>
      ) : (
        <button type="submit" className="daw-button daw-send" part="send-button" disabled={input.trim() === ""}>
          {labels.send}
        </button>
      )}
    </form>
  );
}
