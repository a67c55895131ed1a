import type { UIMessage } from "@ai-sdk/ui-utils";
import { render } from "@testing-library/react";
import { exampleMessage, reasoningPart, searchPart, sourcePart, stepStart, textPart } from "./exampleMessages";
import { MessageParts } from "./MessageParts";
import { AssistantComponentsContext, type AssistantComponents } from "./assistantComponents";
import { loadMarkdownBlocks } from "../markdown/loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

// Counting wrappers: every call is one render of that part (or one block of markdown parsed).
const counts = vi.hoisted(() => ({ reasoning: 0, tool: 0, stepStart: 0, links: 0, parsed: [] as string[] }));

vi.mock("../markdown/markdownSyntax", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../markdown/markdownSyntax")>();
  return { ...actual, parseMarkdown: (markdown: string) => (counts.parsed.push(markdown), actual.parseMarkdown(markdown)) };
});
vi.mock("./ReasoningPart", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./ReasoningPart")>();
  return { ReasoningPart: (props: Parameters<typeof actual.ReasoningPart>[0]) => (counts.reasoning++, <actual.ReasoningPart {...props} />) };
});
vi.mock("./ToolInvocationPart", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./ToolInvocationPart")>();
  return { ToolInvocationPart: (props: Parameters<typeof actual.ToolInvocationPart>[0]) => (counts.tool++, actual.ToolInvocationPart(props)) };
});
vi.mock("./StepStartPart", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./StepStartPart")>();
  return { StepStartPart: () => (counts.stepStart++, actual.StepStartPart()) };
});
// Links are drawn by the source list and the search details alike: none may be drawn again.
vi.mock("./SafeLink", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./SafeLink")>();
  return { SafeLink: (props: Parameters<typeof actual.SafeLink>[0]) => (counts.links++, actual.SafeLink(props)) };
});

const FIRST_ANSWER = "First step: **search**.\n\nThen read the [guide](/guides/install).";
const LAST_ANSWER = Array.from({ length: 8 }, (_, i) => `Paragraph ${i} with *some* words and \`code\`.`).join("\n\n");

function messageWith(lastText: string): UIMessage {
  return exampleMessage([
    stepStart,
    reasoningPart("Let me think about **this**."),
    searchPart("result", "install"),
    textPart(FIRST_ANSWER),
    sourcePart("https://docs.example.com/guides/install", "Installation"),
    stepStart,
    textPart(lastText),
  ]);
}

function reset() {
  counts.reasoning = counts.tool = counts.stepStart = counts.links = 0;
  counts.parsed.length = 0;
}

describe("MessageParts: a streaming part re-renders alone", () => {
  test("earlier parts do not re-render while the last text part streams, though the message is cloned each time", () => {
    // Inline callbacks, as a parent might pass them: they must not defeat the memoization either.
    const { rerender } = render(<MessageParts message={messageWith("")} isStreaming onSourceClick={() => {}} />);
    reset();
    let updates = 0;
    for (let end = 6; end < LAST_ANSWER.length + 6; end += 6) {
      rerender(<MessageParts message={structuredClone(messageWith(LAST_ANSWER.slice(0, end)))} isStreaming onSourceClick={() => {}} />);
      updates++;
    }
    expect(updates).toBeGreaterThan(40);
    expect(counts.reasoning).toBe(0);
    expect(counts.tool).toBe(0);
    expect(counts.stepStart).toBe(0);
    expect(counts.links).toBe(0);
    expect(counts.parsed.filter((text) => FIRST_ANSWER.includes(text.trim()))).toEqual([]);
    // The streaming text: one block parsed per update, two when a new block begins.
    expect(counts.parsed.length).toBeLessThanOrEqual(updates + 8);
  });

  test("finishing the stream re-renders the last part once, and nothing else", () => {
    const { rerender } = render(<MessageParts message={messageWith(LAST_ANSWER)} isStreaming />);
    reset();
    rerender(<MessageParts message={structuredClone(messageWith(LAST_ANSWER))} />);
    expect(counts.reasoning + counts.tool + counts.stepStart).toBe(0);
    // Only the last block loses its completion: nothing else is parsed again.
    expect(counts.parsed.length).toBeLessThanOrEqual(1);
  });

  test("a stable components map keeps it so: custom views and links are not drawn again while the last part streams", () => {
    const drawn = { tool: 0, link: 0 };
    const components: AssistantComponents = {
      tools: { search: () => (drawn.tool++, <p>custom search</p>) },
      Link: (props) => (drawn.link++, <a {...props} />),
    };
    const view = (text: string) => (
      <AssistantComponentsContext.Provider value={components}>
        <MessageParts message={structuredClone(messageWith(text))} isStreaming />
      </AssistantComponentsContext.Provider>
    );
    const { rerender } = render(view(""));
    expect(drawn.tool).toBe(1);
    expect(drawn.link).toBeGreaterThan(0);
    reset();
    drawn.tool = drawn.link = 0;
    for (let end = 6; end < LAST_ANSWER.length + 6; end += 6) rerender(view(LAST_ANSWER.slice(0, end)));
    expect(drawn).toEqual({ tool: 0, link: 0 });
    expect(counts.reasoning + counts.tool + counts.stepStart + counts.links).toBe(0);
  });
});
