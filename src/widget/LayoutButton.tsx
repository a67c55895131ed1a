import { useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";

/**
 * In a popover, `Expand to sidebar` docks the panel at the side of the page; in a sidebar the popover
 * was expanded into, `Collapse to popover` undoes it. Nothing when the widget's `mode` is not `popover`,
 * and hidden on narrow screens, where both are the same full-screen panel.
 */
export function LayoutButton() {
  const c = useAssistantPart("LayoutButton");
  const setExpanded = c.setExpanded;
  if (!setExpanded || c.mode === "inline") return null;
  const expand = c.mode === "popover";
  const label = expand ? c.labels.expand : c.labels.collapse;
  return (
    <button type="button" className="daw-action daw-icon-action daw-layout-action" aria-label={label} title={label} onClick={() => setExpanded(expand)}>
      <LineIcon className="daw-flip-rtl">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        {expand ? <path d="M14 4v16M17 10l-2 2 2 2" /> : <path d="M14 4v16M16 10l2 2-2 2" />}
      </LineIcon>
    </button>
  );
}
