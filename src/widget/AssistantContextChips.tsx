import { forwardRef, useId, useState, type ComponentPropsWithoutRef } from "react";
import { contextPreview } from "../page-context";
import { useAssistantPart } from "./assistantContext";
import { partProps } from "./partProps";

/** Props of {@link AssistantContextChips}: a `ul`'s. */
export type AssistantContextChipsProps = ComponentPropsWithoutRef<"ul">;

/**
 * The page context waiting to go with the next question (selections, code blocks), one removable
 * chip each; nothing when there is none. A chip opens the whole text it will send, so the reader
 * sees everything the page gives the assistant before it goes. Its ref, `className` and other props go to the list.
 */
export const AssistantContextChips = forwardRef<HTMLUListElement, AssistantContextChipsProps>(function AssistantContextChips(props, ref) {
  const { chat, labels } = useAssistantPart("AssistantContextChips");
  const [shownKey, setShownKey] = useState<string | null>(null);
  const fullTextId = useId();
  const items = chat.pendingContext;
  if (items.length === 0) return null;
  const shown = items.find((pending) => pending.key === shownKey);
  return (
    <ul aria-label={labels.pendingContext} {...partProps(props, "daw-chips")} ref={ref} part="context-chips">
      {items.map(({ key, item, truncated }) => {
        const preview = contextPreview(item, 48);
        return (
          <li key={key} className="daw-chip" part="context-chip" data-context-type={item.type}>
            <button
              type="button"
              className="daw-chip-show"
              aria-expanded={shown?.key === key}
              aria-controls={shown?.key === key ? fullTextId : undefined}
              onClick={() => setShownKey(shown?.key === key ? null : key)}
            >
              <span className="daw-chip-kind">{labels.contextKind(item.type)}</span>
              <span className="daw-chip-text">{preview}</span>
            </button>
            {truncated && <span className="daw-chip-cut">{labels.contextCut}</span>}
            <button type="button" className="daw-chip-remove" aria-label={labels.removeContext(preview)} onClick={() => chat.removeContext(key)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
      {shown && (
        <li className="daw-chip-full" id={fullTextId} data-context-type={shown.item.type}>
          <pre tabIndex={0}>{shown.item.value}</pre>
        </li>
      )}
    </ul>
  );
});
