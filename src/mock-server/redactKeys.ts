import { redactApiKey } from "../protocol";

/** Anything shaped like a key of the service (`svc_…`), wherever it appears in a text. */
const KEY_LIKE = /svc_[A-Za-z0-9_-]+/g;

/**
 * A text with every key-shaped token redacted (`svc_…abcd`). Applied to everything the mock sends
 * back or logs that could repeat a request (error messages, log lines), so a key sent in the wrong
 * place (a path, a body field, a header) is never echoed.
 */
export function redactKeys(text: string): string {
  return text.replace(KEY_LIKE, (key) => redactApiKey(key));
}
