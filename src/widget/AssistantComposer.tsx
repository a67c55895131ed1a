import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import { useAssistantPart } from "./assistantContext";

/**
 * The message box (a `textbox` named `Message`) with Send, or Stop while answering. Enter sends and
 * Shift+Enter breaks the line, but never while an input method is composing (CJK readers confirm
 * words with Enter). Send and Stop swap as an answer starts and ends; when the one that had focus
 * goes (pressed, or the answer ended under it), focus moves to the message box, never to `<body>`.
 */
export function AssistantComposer() {
  const { chat, labels, input, setInput, send, composerRef, focusComposer } = useAssistantPart("AssistantComposer");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const id = useId();
  // Whether Send or Stop holds focus, from its own focus events: the button can be disabled or
  // replaced in the commit that follows, and a removed element fires no blur.
  const actionFocused = useRef(false);
  useIsomorphicLayoutEffect(() => {
    if (!actionFocused.current) return;
    actionFocused.current = false;
    focusComposer();
  }, [busy, focusComposer]);
  // The answers' markdown renderer (its own chunk) loads while the reader types the question.
  useEffect(() => {
    loadMarkdownBlocks().catch(() => {});
  }, []);
  const trackFocus = {
    onFocus: () => (actionFocused.current = true),
    onBlur: () => (actionFocused.current = false),
  };
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
        <button key="stop" type="button" className="daw-button daw-stop" part="stop-button" onClick={chat.stop} {...trackFocus}>
          {labels.stop}
        </button>
      ) : (
        <button key="send" type="submit" className="daw-button daw-send" part="send-button" disabled={input.trim() === ""} {...trackFocus}>
          {labels.send}
        </button>
      )}
    </form>
  );
}
