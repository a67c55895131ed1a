import type { ApiVersion } from "../protocol/uiMessageStreamV2";

/**
 * Request bodies carrying files, the same question on either version: v1 as useChat v4 sends
 * `experimental_attachments`, v2 as `file` parts after the text (no vitest import).
 */

/** A file as a test attaches it. */
export interface TestFile {
  name?: string;
  type: string;
  /** Its bytes, or text as UTF-8. */
  data: string | Uint8Array;
  /** The URL sent, when it is not the file's own data URL (a wrong one, on purpose). */
  url?: string;
}

/** The first bytes of a PNG: enough for a PNG the service takes. */
export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A file's base64 data URL. */
export function dataUrlOf(file: Pick<TestFile, "type" | "data">): string {
  return `data:${file.type};base64,${Buffer.from(file.data).toString("base64")}`;
}

let counter = 0;

/** A user message asking `question` with `files`, as `version` sends it. */
export function messageWithFiles(version: ApiVersion, question: string, files: readonly TestFile[]) {
  counter += 1;
  const id = `user-files-${counter}`;
  if (version === "v1") {
    const attachments = files.map((file) => ({ url: file.url ?? dataUrlOf(file), ...(file.name === undefined ? {} : { name: file.name }), contentType: file.type }));
    return { id, role: "user", content: question, parts: [{ type: "text", text: question }], experimental_attachments: attachments };
  }
  const parts = files.map((file) => ({ type: "file", mediaType: file.type, url: file.url ?? dataUrlOf(file), ...(file.name === undefined ? {} : { filename: file.name }) }));
  return { id, role: "user", parts: [{ type: "text", text: question }, ...parts] };
}

/** An assistant message of the history, as `version` sends it. */
export function assistantMessage(version: ApiVersion, text: string) {
  counter += 1;
  const id = `assistant-${counter}`;
  return version === "v1" ? { id, role: "assistant", content: text, parts: [{ type: "text", text }] } : { id, role: "assistant", parts: [{ type: "text", text }] };
}

/** The `messages` of a body asking `question` with `files` (after any `history`), for `askAs` and `postMessage`. */
export function filesBody(version: ApiVersion, question: string, files: readonly TestFile[], fields: Record<string, unknown> = {}, history: readonly unknown[] = []) {
  return { fp: "anonymous", retrievalPageSize: 5, ...fields, messages: [...history, messageWithFiles(version, question, files)] };
}
