import { contextPreview } from "../page-context";
import { useAssistantPart } from "./assistantContext";

/**
 * The page context waiting to go with the next question (selections, code blocks), one removable
 * chip each; nothing when there is none.
 */
export function AssistantContextChips() {
  const { chat, labels } = useAssistantPart("AssistantContextChips");
  const items = chat.pendingContext;
  if (items.length === 0) return null;
  return (
    <ul className="daw-chips" part="context-chips" aria-label={labels.pendingContext}>
      {items.map(({ key, item, truncated }) => {
        const preview = contextPreview(item, 48);
        return (
          <li key={key} className="daw-chip" part="context-chip" data-context-type={item.type} title={item.value.slice(0, 500)}>
            <span className="daw-chip-kind">{labels.contextKind(item.type)}</span>
            <span className="daw-chip-text">{preview}</span>
            {truncated && <span className="daw-chip-cut">{labels.contextCut}</span>}
            <button type="button" className="daw-chip-remove" aria-label={labels.removeContext(preview)} onClick={() => chat.removeContext(key)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
