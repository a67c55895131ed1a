import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { AssistantClose } from "./AssistantClose";
import { AssistantConversationsToggle } from "./AssistantConversationsToggle";
import { AssistantMoreActions } from "./AssistantMoreActions";
import { AssistantNewConversation } from "./AssistantNewConversation";
import { AssistantTitle } from "./AssistantTitle";
import { partProps } from "./partProps";

/** Props of {@link AssistantHeader}: a `header`'s. */
export interface AssistantHeaderProps extends ComponentPropsWithoutRef<"header"> {
  /**
   * The header's inside. @default `AssistantTitle`, then `AssistantConversationsToggle`,
   * `AssistantNewConversation`, `AssistantMoreActions` and `AssistantClose`
   */
  children?: ComponentPropsWithoutRef<"header">["children"];
}

/**
 * The panel's header: the title (whole, on up to two lines), then its actions: Conversations, New
 * conversation (with a word), the `More actions` menu and Close. Give it children to lay out those
 * parts, or others, as the site likes.
 */
export const AssistantHeader = forwardRef<HTMLElement, AssistantHeaderProps>(function AssistantHeader(props, ref) {
  return (
    <header {...partProps(props, "daw-header")} ref={ref} part="header">
      {props.children ?? (
        <>
          <AssistantTitle />
          <div className="daw-header-actions">
            <AssistantConversationsToggle />
            <AssistantNewConversation />
            <AssistantMoreActions />
            <AssistantClose />
          </div>
        </>
      )}
    </header>
  );
});
