import { validateContextItem, type ContextItem } from "../protocol";

/** The annotation a sent user message carries, naming the page context it was asked about. */
export interface ContextAnnotation {
  type: "page-context";
  items: ContextItem[];
}

/** The annotation to store on a user message sent with `items` (plain JSON, a valid message annotation). */
export function contextAnnotation(items: ReadonlyArray<ContextItem>): ContextAnnotation {
  return { type: "page-context", items: items.map(copyItem) };
}

/** The context items a user message was sent with; none when it has no such annotation. */
export function readMessageContext(message: { annotations?: ReadonlyArray<unknown> }): ContextItem[] {
  const items: ContextItem[] = [];
  for (const annotation of message.annotations ?? []) {
    if (typeof annotation !== "object" || annotation === null) continue;
    const candidate = annotation as Partial<ContextAnnotation>;
    if (candidate.type !== "page-context" || !Array.isArray(candidate.items)) continue;
    for (const item of candidate.items) {
      const checked = validateContextItem(item);
      if (checked.ok) items.push(copyItem(checked.value));
    }
  }
  return items;
}

/** Only the service's fields, in the service's order. */
export function copyItem(item: ContextItem): ContextItem {
  return {
    type: item.type,
    value: item.value,
    ...(item.path !== undefined && { path: item.path }),
    ...(item.elementId !== undefined && { elementId: item.elementId }),
  };
}
