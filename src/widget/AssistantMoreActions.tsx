import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from "react";
import { useLiveAssistantPart } from "./assistantContext";
import { conversationTurns } from "./conversationTurns";
import { LineIcon } from "./LineIcon";
import { MenuButton, type MenuChoice } from "./MenuButton";
import { supportLink } from "./support/supportLink";

/** Props of {@link AssistantMoreActions}: a `button`'s, given to the menu's button. */
export interface AssistantMoreActionsProps extends ComponentPropsWithoutRef<"button"> {
  /** What the button shows; its name stays `labels.moreActions`. @default an ellipsis (⋯) */
  children?: ComponentPropsWithoutRef<"button">["children"];
}

/**
 * The header's menu of the rarer actions, `More actions` (⋯): Copy conversation (as Markdown, for an
 * issue or a chat; said to screen readers once done), and in a popover `Expand to sidebar`, which
 * docks it at the side of the page (`Collapse to popover` in the sidebar it was expanded into). The
 * layout choice is left out where the widget's `mode` is not `popover`, and on narrow screens, where
 * both are the same full-screen panel. With `support`, `Contact support` (the support link in a new
 * tab, and the site's `onHandoff`). Its ref, `className` and other props go to the menu's button.
 */
export const AssistantMoreActions = forwardRef<HTMLButtonElement, AssistantMoreActionsProps>(function AssistantMoreActions({ children, ...props }, ref) {
  const { chat, labels, mode, setExpanded, focusComposer, support, handoff } = useLiveAssistantPart("AssistantMoreActions");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    const base = typeof location === "undefined" ? undefined : location.href;
    const turns = conversationTurns(chat.messages, base);
    // Its own chunk: few readers copy a conversation.
    void import("./conversationMarkdown")
      .then(({ conversationMarkdown }) => clipboard?.writeText(conversationMarkdown(turns, labels)))
      .then(() => setCopied(true), () => undefined);
  };
  // Read as the menu opens: the screen may have turned since the last render.
  const choices = () => {
    const list: MenuChoice[] = [{ label: labels.copyConversation, onSelect: copy, disabled: chat.messages.length === 0 }];
    const narrow = typeof matchMedia === "function" && matchMedia("(max-width: 640px)").matches;
    if (setExpanded && mode !== "inline" && !narrow) {
      const expand = mode === "popover";
      // The reader goes on in the message box of the panel in its new place.
      const move = () => {
        setExpanded(expand);
        focusComposer();
      };
      list.push({ label: expand ? labels.expand : labels.collapse, onSelect: move, refocus: false });
    }
    const href = supportLink(support, chat);
    if (support && (href !== undefined || support.onHandoff)) {
      const contact = () => {
        // In the reader's click: a new tab opened later would be blocked.
        if (href !== undefined) window.open(href, "_blank", "noopener");
        handoff("menu");
      };
      list.push({ label: support.label ?? labels.contactSupport, onSelect: contact });
    }
    return list;
  };
  return (
    <>
      <MenuButton {...props} ref={ref} label={labels.moreActions} choices={choices}>
        {children ?? (
          <LineIcon>
            <circle cx="5" cy="12" r="1" />
            <circle cx="12" cy="12" r="1" />
            <circle cx="19" cy="12" r="1" />
          </LineIcon>
        )}
      </MenuButton>
      <span className="daw-visually-hidden" role="status">
        {copied ? labels.conversationCopied : ""}
      </span>
    </>
  );
});
