import type { AssistantRequestInput } from "../../protocol";
import type { SearchFilterV2, UIMessageV2 } from "../../protocol/uiMessageStreamV2";
import { requestFields, type RequestSettings } from "../buildRequestBody";
import { ownValue } from "../ownOptions";
import { jsonSize, recentTurns } from "../recentTurns";
import type { ChatMessageLike } from "../wireMessages";
import { toUIMessagesV2 } from "./toUIMessagesV2";

/** The body of a v2 request: v1's fields, v5 UI messages, and a filter that may name `groups`. */
export type AssistantRequestV2 = Omit<AssistantRequestInput, "messages" | "filter"> & {
  messages: UIMessageV2[];
  filter?: SearchFilterV2;
};

/**
 * The v2 body: `fp`, `retrievalPageSize`, `currentPath`, `context`, `threadId` and
 * `threadKey` exactly as v1 sends them, `messages` as v5 UI messages ({@link toUIMessagesV2}, the newest turns), and
 * `filter` with the reader's `groups` beside `version` and `language`.
 */
export function buildRequestBodyV2(messages: ReadonlyArray<ChatMessageLike>, settings: RequestSettings = {}): AssistantRequestV2 {
  const { filter: v1Filter, ...fields } = requestFields(messages, settings);
  const groups = cleanGroups(ownValue(settings.filter, "groups"));
  const filter: SearchFilterV2 | undefined = v1Filter || groups ? { ...v1Filter, ...(groups && { groups }) } : undefined;
  return { ...fields, messages: recentTurns(toUIMessagesV2(messages), jsonSize), ...(filter && { filter }) };
}

function cleanGroups(groups: unknown): string[] | undefined {
  if (!Array.isArray(groups)) return undefined;
  const clean = groups.filter((group): group is string => typeof group === "string" && group !== "");
  return clean.length > 0 ? clean : undefined;
}
