/**
 * The attachments' code, one lazily loaded chunk: the composer's files (where `attachments` is on)
 * and the files a question was sent with (where one is shown). A widget without files loads none of it.
 */
export { ComposerAttachments } from "./ComposerAttachments";
export { SentAttachments } from "./SentAttachments";
