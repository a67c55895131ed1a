import { useAssistantPart } from "../assistantContext";
import { AssistantSupportLink } from "./AssistantSupportLink";
import type { HandoffFrom } from "./supportOptions";

/**
 * Under an answer rated `Not helpful` or not covered by the docs, where the widget has `support`:
 * "Need a person? Contact support", the link carrying that answer's question.
 */
export function SupportOffer({ from, messageId }: { from: HandoffFrom; messageId: string }) {
  const { support, labels } = useAssistantPart("SupportOffer");
  if (!support) return null;
  return (
    <p className="daw-support-offer" part="support-offer" dir="auto">
      {labels.supportOffer} <AssistantSupportLink from={from} messageId={messageId} />
    </p>
  );
}
