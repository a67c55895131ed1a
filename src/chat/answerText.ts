import { splitSuggestions } from "../protocol";

/** The text of an answer as a reader would copy it: its text parts, without the suggestions block. */
export function answerText(message: { parts: ReadonlyArray<{ type: string; text?: string }> }): string {
  const text = message.parts
    .flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : []))
    .join("\n\n");
  return splitSuggestions(text).markdown.trim();
}
