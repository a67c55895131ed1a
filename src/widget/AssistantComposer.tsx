import { forwardRef, Suspense, useEffect, useId, useRef, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent } from "react";
import { useIsomorphicLayoutEffect } from "../parts/useIsomorphicLayoutEffect";
import { loadReplyReader } from "../chat/loadReplyReader";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";
import { useAssistantPart } from "./assistantContext";
import { LazyComposerAttachments } from "./attachments/lazyAttachmentViews";
import { fitTextareaToContent } from "./fitTextareaToContent";
import { partProps } from "./partProps";

/** Props of {@link AssistantComposer}: a `form`'s. */
export type AssistantComposerProps = ComponentPropsWithoutRef<"form">;

/**
 * The message box (a `textbox` named `Message`) with Send, or Stop while answering, and with
 * `attachments` the files for the question (`Attach files`, drop, paste, chips). Enter sends and
 * Shift+Enter breaks the line, but never while an input method is composing (CJK readers confirm
 * words with Enter). Send and Stop swap as an answer starts and ends; when the one that had focus
 * goes (pressed, or the answer ended under it), focus moves to the message box, never to `<body>`.
 * Its ref, `className` and other props go to the form; an `onSubmit` that calls `preventDefault` sends nothing.
 */
export const AssistantComposer = forwardRef<HTMLFormElement, AssistantComposerProps>(function AssistantComposer(props, ref) {
  const { chat, labels, input, setInput, send, composerRef, focusComposer } = useAssistantPart("AssistantComposer");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  const id = useId();
  const empty = input.trim() === "";
  // Whether Send or Stop held focus when the answer started or ended, or Send was disabled (the box
  // emptied as the question left). A browser that fires blur as
  // the focused button is removed or disabled (Chromium does, inside the commit) gives no
  // relatedTarget: "leaving" then lasts until the commit's layout effects have run.
  const actionFocus = useRef<"no" | "yes" | "leaving">("no");
  useIsomorphicLayoutEffect(() => {
    if (actionFocus.current === "no") return;
    const root = composerRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const inside = root?.activeElement;
    const lost =
      document.activeElement === null ||
      document.activeElement === document.body ||
      (inside instanceof HTMLButtonElement && inside.disabled);
    if (!lost) return;
    actionFocus.current = "no";
    focusComposer();
  }, [busy, empty, focusComposer, composerRef]);
  // The box grows with the question (CSS field-sizing where the browser has it; measured here where
  // it has not): else a phone showed only the last line of anything longer than a line.
  useIsomorphicLayoutEffect(() => {
    if (composerRef.current) fitTextareaToContent(composerRef.current);
  }, [input, composerRef]);
  // What an answer needs (its reader and the markdown renderer, chunks of their own) loads while the reader types the question.
  useEffect(() => {
    loadReplyReader().catch(() => {});
    loadMarkdownBlocks().catch(() => {});
  }, []);
  const trackFocus = {
    onFocus: () => {
      actionFocus.current = "yes";
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      if (event.relatedTarget !== null) {
        actionFocus.current = "no";
        return;
      }
      actionFocus.current = "leaving";
      queueMicrotask(() => {
        if (actionFocus.current === "leaving") actionFocus.current = "no";
      });
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    // Through the form, as Send is: a site's onSubmit hears both.
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <form
      {...partProps(props, "daw-composer", {
        onSubmit: (event) => {
          event.preventDefault();
          if (!busy) send();
        },
      })}
      ref={ref}
      part="composer"
    >
      {chat.attachments && (
        <Suspense fallback={null}>
          <LazyComposerAttachments />
        </Suspense>
      )}
      <label className="daw-visually-hidden" htmlFor={id}>
        {labels.messageBox}
      </label>
      <textarea
        ref={composerRef}
        id={id}
        // Named by aria-label too: preact/compat's useId can repeat an id after a remount (a
        // conversation chosen from the list), which would leave the label pointing elsewhere.
        aria-label={labels.messageBox}
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
        <button key="send" type="submit" className="daw-button daw-send" part="send-button" disabled={empty} {...trackFocus}>
          {labels.send}
        </button>
      )}
    </form>
  );
});
