import type { AttachmentKind } from "../../protocol";

/**
 * Why a file was not attached, or why a question with files cannot be sent, for the reader: each
 * carries the file's name and what the label needs to say why.
 * - `type`: not a file the widget takes (`format` is its extension, upper case: `SVG`, `EXE`);
 *   `images` and `text` say what it takes;
 * - `size`: larger than `limit` bytes;
 * - `count`: the question already carries `limit` files;
 * - `content`: not what its type says (a `.png` that is no PNG image, a text file with binary bytes);
 * - `unreadable`: the browser could not read it;
 * - `request`: the question's request would be larger than the service takes (`limit` bytes): remove this file.
 */
export type AttachmentRefusal =
  | { reason: "type"; name: string; format: string; images: boolean; text: boolean }
  | { reason: "size"; name: string; size: number; limit: number }
  | { reason: "count"; name: string; limit: number }
  | { reason: "content"; name: string; kind: AttachmentKind; format: string }
  | { reason: "unreadable"; name: string }
  | { reason: "request"; name: string; limit: number };
