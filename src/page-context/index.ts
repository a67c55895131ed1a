/**
 * Reading the host page: text selections and code blocks become context items.
 * No React, no fetch, nothing touched at import time (safe to import on a server).
 *
 * Pure logic: {@link createContextItem}, {@link addContextItem}, {@link removeContextItem},
 * {@link toRequestContext}, {@link contextPreview}, limits. DOM readers: {@link nearestElementId},
 * {@link readCodeText}, {@link codeContextItem}, {@link readSelection}. Watchers, each returning a
 * disposer that removes everything it added: {@link watchSelection}, {@link decorateCodeBlocks}.
 */
export { addContextItem, type AddContextResult } from "./addContextItem";
export { CODE_ACTION_LABEL, CODE_ACTION_TAG } from "./codeActionElement";
export { CODE_ACTION_CSS } from "./codeActionStyles";
export { composedContains, composedParent } from "./composedContains";
export { DEFAULT_CONTEXT_LIMITS, resolveContextLimits, type ContextLimits } from "./contextLimits";
export { CONTEXT_PREVIEW_CHARS, contextPreview } from "./contextPreview";
export { contextKey, createContextItem, type PendingContextItem } from "./createContextItem";
export { currentPagePath } from "./currentPagePath";
export { decorateCodeBlocks, type DecorateCodeBlocksOptions } from "./decorateCodeBlocks";
export { nearestElementId } from "./nearestElementId";
export { cutToLength, normalizeCodeText, normalizeContextValue, normalizeSelectionText } from "./normalizeContextValue";
export { contextTotalChars, isAnyContextTruncated, removeContextItem, toRequestContext } from "./pendingContext";
export {
  placeSelectionAction,
  type PlaceSelectionActionOptions,
  type SelectionActionPlacement,
} from "./placeSelectionAction";
export {
  codeContextItem,
  DEFAULT_CODE_EXCLUDE,
  readCodeText,
  type CodeContextOptions,
  type ReadCodeOptions,
} from "./readCodeText";
export {
  readSelection,
  toViewportRect,
  type ReadSelectionOptions,
  type SelectionSnapshot,
  type ViewportRect,
} from "./readSelection";
export { watchSelection, type WatchSelectionOptions } from "./watchSelection";
export { SELECTION_ACTION_LABEL, SELECTION_ACTION_TAG, attachSelectionAction, type SelectionActionOptions } from "./selectionAction";
export { watchHostPage, type WatchHostPageOptions } from "./watchHostPage";
export { matchesShortcut, parseShortcut, type Shortcut } from "./keyboardShortcut";
export { isEditorKeyEvent } from "./isEditorKeyEvent";
export { isApplePlatform, shortcutHint, type ShortcutHint } from "./shortcutHint";
