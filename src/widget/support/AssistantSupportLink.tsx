import { forwardRef, type ForwardedRef, type HTMLAttributes } from "react";
import { EXTERNAL_LINK_REL } from "../../markdown/urlPolicy";
import { useAssistantPart } from "../assistantContext";
import { partProps } from "../partProps";
import { supportLink } from "./supportLink";
import type { HandoffFrom } from "./supportOptions";

/** Props of {@link AssistantSupportLink}: an element's, given to the link (or the button). */
export interface AssistantSupportLinkProps extends HTMLAttributes<HTMLElement> {
  /** Where the reader asks for a person (said in the handoff). @default "menu" */
  from?: HandoffFrom;
  /** The answer the reader is on, whose question the link carries. @default the last question */
  messageId?: string;
}

/**
 * The way to a person, where the widget has `support`: a link to `support.url` (in a new tab, with
 * the thread id and the question as query parameters), or a button where there is only
 * `support.onHandoff`. Following it calls `onHandoff` and emits a `handoff` event with the
 * conversation. Named `support.label` (or the `contactSupport` label). Nothing without `support`,
 * or when its URL is refused by the URL policy and there is no callback. Its ref, `className` and
 * other props go to its element; an `onClick` that calls `preventDefault` keeps the handoff from happening.
 */
export const AssistantSupportLink = forwardRef<HTMLElement, AssistantSupportLinkProps>(function AssistantSupportLink(
  { from = "menu", messageId, children, ...props },
  ref,
) {
  const { support, labels, handoff, chat } = useAssistantPart("AssistantSupportLink");
  const href = supportLink(support, chat, messageId);
  if (!support || (href === undefined && !support.onHandoff)) return null;
  const own = partProps(props, "daw-support-link", { onClick: () => handoff(from, messageId) });
  const text = children ?? support.label ?? labels.contactSupport;
  if (href === undefined) {
    return (
      <button type="button" {...own} ref={ref as ForwardedRef<HTMLButtonElement>} part="support-link">
        {text}
      </button>
    );
  }
  return (
    <a {...own} ref={ref as ForwardedRef<HTMLAnchorElement>} part="support-link" href={href} target="_blank" rel={EXTERNAL_LINK_REL}>
      {text}
    </a>
  );
});
