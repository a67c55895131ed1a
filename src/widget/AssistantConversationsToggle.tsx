import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

/** Props of {@link AssistantConversationsToggle}: a `button`'s. */
export type AssistantConversationsToggleProps = ComponentPropsWithoutRef<"button">;

/**
 * `Conversations`: shows the list of this site's earlier conversations (`AssistantConversations`)
 * in place of the conversation, and back (`aria-expanded` while the list shows).
 */
export const AssistantConversationsToggle = forwardRef<HTMLButtonElement, AssistantConversationsToggleProps>(function AssistantConversationsToggle(props, ref) {
  const { labels, view, setView } = useAssistantPart("AssistantConversationsToggle");
  const listing = view === "conversations";
  return (
    <button
      type="button"
      aria-label={labels.conversations}
      title={labels.conversations}
      aria-expanded={listing}
      {...partProps(props, "daw-action daw-icon-action", { onClick: () => setView(listing ? "chat" : "conversations") })}
      ref={ref}
    >
      {props.children ?? (
        <LineIcon>
          <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
          <path d="M3 3v5h5M12 7v5l3 2" />
        </LineIcon>
      )}
    </button>
  );
});
