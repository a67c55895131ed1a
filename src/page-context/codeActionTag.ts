/**
 * Tag of the element that carries a code block's button. A valid custom-element name that is
 * never registered, so no global registry entry can clash between two copies of the library;
 * such an element may still hold a shadow root. In a file of its own: reading a code block skips
 * it without bringing the button's code and styles.
 */
export const CODE_ACTION_TAG = "docs-assistant-code-action";
