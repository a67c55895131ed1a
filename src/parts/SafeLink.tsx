import type { ReactNode } from "react";
import { WidgetLink } from "../markdown/markdownComponents";
import { safeLinkAttributes } from "../markdown/urlPolicy";
import { useAssistantComponents } from "./assistantComponents";
import { usePartLabels } from "./partLabels";

/** Props of {@link SafeLink}. */
export interface SafeLinkProps {
  /** Where the link goes; checked by the URL policy. A refused URL renders the children as text. */
  url: string | undefined;
  /** The link text. */
  children: ReactNode;
  /** Extra class names for the link (or the text that stands for it). */
  className?: string;
  /** The id of an element that describes the link (its preview), as `aria-describedby`. */
  describedBy?: string;
  /** Called when the link is followed (the browser, or a custom `Link`, still follows it). */
  onClick?: () => void;
}

/**
 * A link that follows the URL policy: external ones open in a new tab without opener or referrer.
 * Drawn by `components.Link` when given (a refused URL never reaches it), else by `WidgetLink`.
 */
export function SafeLink({ url, children, className, describedBy, onClick }: SafeLinkProps) {
  const labels = usePartLabels();
  const { Link = WidgetLink } = useAssistantComponents();
  const link = safeLinkAttributes(url);
  if (!link)
    return (
      <span className={className} aria-describedby={describedBy}>
        {children}
      </span>
    );
  return (
    <Link {...link} className={className} aria-describedby={describedBy} onClick={onClick}>
      {children}
      {link.target ? <span className="daw-visually-hidden"> {labels.opensInNewTab}</span> : null}
    </Link>
  );
}
