import { useEffect, useState } from "react";
import { useLiveAssistantPart } from "./assistantContext";
import { conversationMarkdown } from "./conversationMarkdown";
import { LineIcon } from "./LineIcon";

/**
 * Copies the conversation as Markdown (questions, answers, their sources) for an issue or a chat,
 * and says so to screen readers; disabled while there is nothing to copy.
 */
export function CopyConversationButton() {
  const { chat, labels } = useLiveAssistantPart("CopyConversationButton");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    const base = typeof location === "undefined" ? undefined : location.href;
    clipboard?.writeText(conversationMarkdown(chat.messages, labels, base)).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <>
      <button
        type="button"
        className="daw-action daw-icon-action"
        aria-label={labels.copyConversation}
        title={labels.copyConversation}
        onClick={copy}
        disabled={chat.messages.length === 0}
        data-copied={copied ? "" : undefined}
      >
        {copied ? (
          <LineIcon>
            <path d="M20 6 9 17l-5-5" />
          </LineIcon>
        ) : (
          <LineIcon>
            <rect x="9" y="9" width="12" height="12" rx="2" />
            <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
          </LineIcon>
        )}
      </button>
      <span className="daw-visually-hidden" role="status">
        {copied ? labels.conversationCopied : ""}
      </span>
    </>
  );
}
