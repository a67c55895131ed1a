import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { LineIcon } from "./LineIcon";
import { partProps } from "./partProps";

/** Props of {@link AssistantNewConversation}: a `button`'s. */
export type AssistantNewConversationProps = ComponentPropsWithoutRef<"button">;

/**
 * `New conversation` (showing the word `New`): starts over, the earlier conversation kept in the
 * list, and focus goes to the message box. Disabled while there is nothing to leave.
 */
export const AssistantNewConversation = forwardRef<HTMLButtonElement, AssistantNewConversationProps>(function AssistantNewConversation(props, ref) {
  const { chat, labels, newConversation, view } = useAssistantPart("AssistantNewConversation");
  const busy = chat.status === "submitted" || chat.status === "streaming";
  return (
    <button
      type="button"
      aria-label={labels.newConversation}
      disabled={chat.messages.length === 0 && !busy && !chat.error && view !== "conversations"}
      {...partProps(props, "daw-action daw-new", { onClick: newConversation })}
      ref={ref}
    >
      {props.children ?? (
        <>
          <LineIcon>
            <path d="M12 5v14M5 12h14" />
          </LineIcon>
          <span aria-hidden="true">{labels.newConversationShort}</span>
        </>
      )}
    </button>
  );
});
