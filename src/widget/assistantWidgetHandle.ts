import type { ContextItem } from "../protocol";

/** What a ref to `AssistantWidget` can do (the script tag's controller builds on it). */
export interface AssistantWidgetHandle {
  /** Opens the panel and focuses the message box. */
  open(): void;
  /** Closes the panel; focus returns to the launcher. */
  close(): void;
  /**
   * Opens the panel and sends `question` (with any pending context). When a question is already
   * being answered, or the key guard forbids sending, the question waits in the message box instead.
   */
  ask(question: string): void;
  /** Adds page context for the next question (deduplicated, size-limited) and opens the panel. */
  addContext(item: ContextItem): void;
  /** Stops any answer and forgets the conversation, here and in storage. */
  newConversation(): void;
}

/** The handle of a widget that renders nothing (air-gapped): every call does nothing. */
export const INERT_HANDLE: AssistantWidgetHandle = Object.freeze({
  open: () => undefined,
  close: () => undefined,
  ask: () => undefined,
  addContext: () => undefined,
  newConversation: () => undefined,
});
