/**
 * The code that reads a reply, one lazily loaded chunk (`loadReplyReader`): the guard every reply
 * goes through, the v1 data stream's transport, and the reading of a reply that failed. The first
 * paint needs none of it.
 */
export { guardStream } from "./guardStream";
export { readHttpError } from "./readHttpError";
export { createDataStreamTransport } from "./stream/dataStreamTransport";
