import { redactApiKey } from "../protocol";
import type { OutputStream } from "./ExportReporter";

/** Replaces every occurrence of `secret` with its redacted form (`svc_…abcd`). */
export function redactor(secret: string | undefined): (text: string) => string {
  if (!secret) return (text) => text;
  const safe = redactApiKey(secret);
  return (text) => text.split(secret).join(safe);
}

/**
 * A view of `stream` that can never print the admin key, whatever ends up in a message (a service
 * echoing it, a URL typed with it). Keeps `isTTY` and `columns` so a progress bar still works.
 */
export function redactingOutput(stream: OutputStream, redact: (text: string) => string): OutputStream {
  return {
    write: (text: string) => stream.write(redact(String(text))),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
  };
}
