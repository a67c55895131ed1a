import type { UserMessageProps } from "../parts/assistantComponents";
import { usePartLabels } from "../parts/partLabels";
import { contextPreview } from "../page-context";

/**
 * The default `components.UserMessage`: the reader's question as they typed it (plain text, in its own
 * direction), its files, then what it was about ("About: Selection “…”"), when it went with page context.
 */
export function UserMessage({ text, context, files }: UserMessageProps) {
  const labels = usePartLabels();
  return (
    <>
      <p className="daw-user-text" dir="auto">
        {text}
      </p>
      {files}
      {context.length > 0 && (
        <p className="daw-about">
          {labels.about}{" "}
          {context.map((item, index) => (
            <span key={index} className="daw-about-item">
              {labels.contextKind(item.type)} “{contextPreview(item, 40)}”
            </span>
          ))}
        </p>
      )}
    </>
  );
}
