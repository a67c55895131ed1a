import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerLines } from "../chat/testing/replyLines";
import { createGate, createScriptedFetch } from "../chat/testing/scriptedFetch";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantContextChips } from "./AssistantContextChips";
import { useAssistant } from "./assistantContext";
import { AssistantErrorAlert } from "./AssistantErrorAlert";
import { AssistantRoot } from "./AssistantRoot";
import { AssistantTranscript } from "./AssistantTranscript";

// Renders of each part, counted where every part reads the root's context.
const renders = new Map<string, number>();
vi.mock("./assistantContext", async (original) => {
  const actual = await original<typeof import("./assistantContext")>();
  return {
    ...actual,
    useAssistantPart: (name: string) => {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return actual.useAssistantPart(name);
    },
  };
});

afterEach(() => sessionStorage.clear());

const CHUNKS = ["Install the ", "package, then ", "pass your key ", "to createClient ", "and ask."];

describe("a streamed update re-renders what draws messages, not the rest", () => {
  test("the message box, chips and alert stay put while the answer's text grows; useAssistant() follows every update", async () => {
    const user = userEvent.setup();
    // One gate after each chunk: the answer grows one chunk per release, each its own update.
    const lines = answerLines(CHUNKS.join(""));
    const gates = CHUNKS.map(() => createGate());
    const firstText = lines.findIndex((line) => line.startsWith("0:"));
    const script: Array<string | Promise<unknown>> = lines.slice(0, firstText);
    CHUNKS.forEach((chunk, index) => script.push(`0:${JSON.stringify(chunk)}\n`, gates[index]!));
    script.push(...lines.slice(firstText + CHUNKS.length));
    const seenByHook: string[] = [];
    function HookProbe() {
      const { chat } = useAssistant();
      const answer = chat.messages.findLast((message) => message.role === "assistant");
      seenByHook.push(answer?.parts.map((part) => (part.type === "text" ? part.text : "")).join("") ?? "");
      return null;
    }
    render(
      <AssistantRoot domain="steady" apiKey="svc_dsc_test_key" mode="inline" fetch={createScriptedFetch([{ lines: script }])}>
        <AssistantTranscript />
        <AssistantErrorAlert />
        <AssistantContextChips />
        <AssistantComposer />
        <HookProbe />
      </AssistantRoot>,
    );
    await user.type(screen.getByRole("textbox", { name: "Message" }), "How do I start?");
    await user.keyboard("{Enter}");
    const transcript = screen.getByRole("log");
    await waitFor(() => expect(transcript).toHaveTextContent(CHUNKS[0]!.trim()));
    const atStart = new Map(renders);

    let shown = CHUNKS[0]!;
    for (let index = 1; index < CHUNKS.length; index += 1) {
      gates[index - 1]!.release();
      shown += CHUNKS[index];
      await waitFor(() => expect(transcript).toHaveTextContent(shown.trim()));
    }
    // Four updates of the answer's text, none of them drawn again by the other parts.
    for (const part of ["AssistantErrorAlert", "AssistantContextChips", "AssistantComposer"]) expect(renders.get(part), part).toBe(atStart.get(part));
    // The public hook is live: it saw every stage of the answer.
    for (let index = 1; index <= CHUNKS.length; index += 1) expect(seenByHook).toContain(CHUNKS.slice(0, index).join(""));

    // The end of the answer (status ready) does reach the message box: it offers Send again.
    gates.at(-1)!.release();
    await screen.findByRole("button", { name: "Copy answer" });
    expect(renders.get("AssistantComposer")).toBeGreaterThan(atStart.get("AssistantComposer")!);
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });
});
