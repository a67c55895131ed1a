import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import { useAssistantPart } from "./assistantContext";
import { partProps } from "./partProps";
import { TranscriptScrollContext } from "./transcriptScroll";

/** Props of {@link AssistantJumpToLatest}: a `button`'s. */
export type AssistantJumpToLatestProps = ComponentPropsWithoutRef<"button">;

/**
 * `Jump to latest`, while the reader has scrolled up and the transcript has more below: it brings
 * them down and follows the answer from then on. A pill on the line under the transcript, over no
 * text. It belongs to a transcript: give it as `AssistantTranscript`'s `jumpToLatest`.
 */
export const AssistantJumpToLatest = forwardRef<HTMLButtonElement, AssistantJumpToLatestProps>(function AssistantJumpToLatest(props, ref) {
  const scroll = useContext(TranscriptScrollContext);
  const { labels } = useAssistantPart("AssistantJumpToLatest");
  if (!scroll) throw new Error("`AssistantJumpToLatest` must be used inside `AssistantTranscript`");
  if (!scroll.moreBelow) return null;
  return (
    <div className="daw-jump">
      <button type="button" {...partProps(props, "daw-jump-button", { onClick: scroll.jumpToLatest })} ref={ref} part="jump-to-latest">
        {props.children ?? (
          <>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
              <path d="M8 3v10M3.5 8.5 8 13l4.5-4.5" />
            </svg>
            {labels.jumpToLatest}
          </>
        )}
      </button>
    </div>
  );
});
