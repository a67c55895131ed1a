import type { ChatErrorKind } from "../../chat/chatErrors";

/** Failures a reader gets past alone: their connection, a wait, or sending again. */
const READER_CAN_FIX: ReadonlyArray<ChatErrorKind> = ["offline", "network", "rate-limited", "unavailable", "timeout", "connection-cut"];

/**
 * Whether an error is one the reader cannot get past alone (a refused key or access, a server fault,
 * a broken answer), where the way to a person (`support`) is offered in the alert.
 */
export function errorNeedsPerson(kind: ChatErrorKind): boolean {
  return !READER_CAN_FIX.includes(kind);
}
