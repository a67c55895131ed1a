import { toStoredConversation, type StoredConversation } from "../../src/chat/storedConversations";

const EARLIER: ReadonlyArray<{ question: string; answer: string; at: number }> = [
  {
    question: "How do I change the colours?",
    answer: "Set the public custom properties, such as `--daw-color-accent`, on any ancestor of the widget.",
    at: Date.UTC(2026, 10, 20, 14, 5),
  },
  {
    question: "Can I keep the key on my server?",
    answer: "Yes: put a proxy in front of the service and point `baseUrl` at it.",
    at: Date.UTC(2026, 10, 18, 9, 40),
  },
  {
    question: "Does the widget work without React?",
    answer: "Yes: one script tag mounts it on any page, in a shadow root of its own.",
    at: Date.UTC(2026, 10, 11, 16, 20),
  },
];

/** Three earlier conversations of a docs reader, each a question and its answer on a thread of its own. */
export function earlierConversations(): StoredConversation[] {
  return EARLIER.map(({ question, answer, at }, index) =>
    toStoredConversation(
      `earlier-${index + 1}`,
      { threadId: `story-earlier-thread-${index + 1}` },
      [
        { id: `earlier-question-${index + 1}`, role: "user", content: question, parts: [{ type: "text", text: question }] },
        { id: `earlier-answer-${index + 1}`, role: "assistant", content: answer, parts: [{ type: "text", text: answer }] },
      ],
      at,
    )!,
  );
}
