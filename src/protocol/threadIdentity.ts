import { isFinishEvent } from "./streamParts";

/** Header in which the production service returns the thread's id. */
export const THREAD_ID_HEADER = "X-Thread-Id";
/** Header in which newer services return, once, the key that must accompany the id. */
export const THREAD_KEY_HEADER = "X-Thread-Key";

/** Where a conversation continues: the id, and the key when the service handed one out. */
export interface ThreadIdentity {
  threadId: string;
  threadKey?: string;
}

/** Everything a reply can carry its thread in. Any of them may be missing. */
export interface ThreadChannels {
  /** `2:` data parts of the reply, in order. */
  data?: ReadonlyArray<unknown>;
  /** `8:` annotations of the assistant message, in order. */
  annotations?: ReadonlyArray<unknown>;
  /** The response headers (a `Headers` or a plain record, any case). */
  headers?: Headers | Readonly<Record<string, string | undefined>>;
}

/**
 * Finds the thread a reply belongs to from every channel the service uses: the documented finish
 * event (`{ type: "finish", threadId }`) in a data part or an annotation, then the `X-Thread-Id`
 * header. The key comes from the finish event or `X-Thread-Key`. The stream wins over headers
 * because it is what the service interface specifies; the last finish event wins over earlier ones.
 */
export function findThread(channels: ThreadChannels): ThreadIdentity | undefined {
  const event = lastFinishEvent(channels.data) ?? lastFinishEvent(channels.annotations);
  const headerId = readHeader(channels.headers, THREAD_ID_HEADER);
  const headerKey = readHeader(channels.headers, THREAD_KEY_HEADER);
  const threadId = event?.threadId ?? headerId;
  if (!threadId) return undefined;
  const threadKey = event?.threadKey ?? (threadId === headerId || !headerId ? headerKey : undefined);
  return threadKey ? { threadId, threadKey } : { threadId };
}

function lastFinishEvent(values: ReadonlyArray<unknown> | undefined) {
  if (!values) return undefined;
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const value = values[index];
    if (isFinishEvent(value)) return value;
  }
  return undefined;
}

function readHeader(headers: ThreadChannels["headers"], name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") {
    return (headers as Headers).get(name)?.trim() || undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && value) return value.trim() || undefined;
  }
  return undefined;
}
