import { createContext } from "react";

/** What `AssistantTranscript` tells the parts drawn with it about its scrolling. */
export interface TranscriptScrollState {
  /** There is more below and the view does not follow it. */
  moreBelow: boolean;
  /** Scrolls to the end and follows the answer from then on. */
  jumpToLatest: () => void;
}

/** The enclosing transcript's scrolling; `null` outside one. */
export const TranscriptScrollContext = createContext<TranscriptScrollState | null>(null);
