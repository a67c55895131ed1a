import { act, render, waitFor } from "@testing-library/react";
import { splitBlocks } from "./splitBlocks";
import { StreamingMarkdown } from "./StreamingMarkdown";
import { loadMarkdownBlocks } from "./loadMarkdownBlocks";

// The markdown pipeline is its own chunk: loaded once, it renders at the first render.
beforeAll(async () => {
  await loadMarkdownBlocks();
});

// A counting wrapper around the parser: every call is one block parsed (and then drawn).
const parsed = vi.hoisted(() => [] as string[]);
vi.mock("./markdownSyntax", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./markdownSyntax")>();
  return { ...actual, parseMarkdown: (markdown: string) => (parsed.push(markdown), actual.parseMarkdown(markdown)) };
});

// Every render of the block pipeline works out the blocks' sources once: a count of renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./blockSources", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./blockSources")>();
  return { ...actual, blockSources: (...args: Parameters<typeof actual.blockSources>) => (renders.count++, actual.blockSources(...args)) };
});

const ANSWER = Array.from({ length: 12 }, (_, i) =>
  i % 3 === 0
    ? `## Step ${i}\n\nSome **bold** text with a [link](/guides/${i}) and \`code\` in paragraph ${i}.`
    : i % 3 === 1
      ? `- item one of ${i}\n- item two of ${i}\n- item three`
      : `\`\`\`ts\nconst value${i} = ${i};\nconsole.log(value${i});\n\`\`\``,
).join("\n\n");

function stream(chunkSize: number) {
  const { rerender } = render(<StreamingMarkdown markdown="" isStreaming />);
  const perUpdate: string[][] = [];
  for (let end = chunkSize; end < ANSWER.length + chunkSize; end += chunkSize) {
    parsed.length = 0;
    // A fresh string each time, as useChat hands a cloned message on every update.
    rerender(<StreamingMarkdown markdown={ANSWER.slice(0, end).split("").join("")} isStreaming />);
    perUpdate.push([...parsed]);
  }
  return perUpdate;
}

describe("StreamingMarkdown: a token re-renders only the last block", () => {
  test("each update parses at most the block that grew and the one it finished", () => {
    const perUpdate = stream(8);
    for (const calls of perUpdate) expect(calls.length).toBeLessThanOrEqual(2);
    // Most updates touch exactly one block: the last.
    expect(perUpdate.filter((calls) => calls.length === 1).length).toBeGreaterThan(perUpdate.length * 0.8);
  });

  test("the work per update is bounded by the size of a block, not of the answer (linear in total)", () => {
    const perUpdate = stream(8);
    const longestBlock = Math.max(...splitBlocks(ANSWER).map((block) => block.length));
    const totalParsed = perUpdate.flat().reduce((sum, text) => sum + text.length, 0);
    expect(totalParsed).toBeLessThanOrEqual(perUpdate.length * 2 * (longestBlock + 8));
    // Re-rendering the whole answer per update would parse about updates × answer / 2 characters.
    expect(totalParsed).toBeLessThan((perUpdate.length * ANSWER.length) / 4);
  });

  test("blocks before the last are never parsed again once the next block has started", () => {
    const blocks = splitBlocks(ANSWER);
    const perUpdate = stream(5);
    const finishedEarly = blocks.slice(0, -2);
    const timesParsed = finishedEarly.map((block) => perUpdate.flat().filter((text) => text === block).length);
    // Parsed once, when the block after it began and its unfinished-syntax completion came off.
    expect(timesParsed.every((count) => count === 1)).toBe(true);
  });

  test("re-rendering with the same text parses nothing", async () => {
    parsed.length = 0;
    const { container, rerender } = render(<StreamingMarkdown markdown={ANSWER} />);
    // A long answer given at once may be drawn as a deferred value, after a first render.
    await waitFor(() => expect(container.querySelectorAll("h2")).toHaveLength(4));
    await waitFor(() => expect(parsed).toHaveLength(splitBlocks(ANSWER).length));
    parsed.length = 0;
    rerender(<StreamingMarkdown markdown={`${ANSWER}`} />);
    expect(parsed).toEqual([]);
  });

  test("a new block costs no render more than the update that brought it", () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<StreamingMarkdown markdown="" isStreaming />);
      renders.count = 0;
      let updates = 0;
      for (let end = 8; end < ANSWER.length + 8; end += 8) {
        rerender(<StreamingMarkdown markdown={ANSWER.slice(0, end)} isStreaming />);
        updates += 1;
        // Updates come tens of milliseconds apart: whatever a timer would draw between two, drawn now.
        act(() => vi.runAllTimers());
      }
      expect(splitBlocks(ANSWER).length).toBeGreaterThan(10);
      expect(renders.count).toBe(updates);
    } finally {
      vi.useRealTimers();
    }
  });
});
