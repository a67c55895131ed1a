import type * as Ai from "ai";
import { parseStreamBody } from "../protocol";
import { MOCK_SCENARIOS, createMockServer, type MockServer } from "./index";
import { postMessage, requestBody } from "./testClient";

/**
 * The mock writes its replies with the AI SDK's own server writer (`pipeDataStreamToResponse` and
 * the `DataStreamWriter` it hands out), so its wire is a real v4 server's by construction. The
 * writer is wrapped here to record each line it is given.
 */
const sdk = vi.hoisted(() => ({ replies: [] as string[][] }));

vi.mock("ai", async (importOriginal) => {
  const ai = await importOriginal<typeof Ai>();
  const recording = (writer: Ai.DataStreamWriter, lines: string[]): Ai.DataStreamWriter => ({
    ...writer,
    write: (line) => void (lines.push(line), writer.write(line)),
    writeData: (value) => void (lines.push(ai.formatDataStreamPart("data", [value])), writer.writeData(value)),
    writeSource: (source) => void (lines.push(ai.formatDataStreamPart("source", source)), writer.writeSource(source)),
    writeMessageAnnotation: (value) => void (lines.push(ai.formatDataStreamPart("message_annotations", [value])), writer.writeMessageAnnotation(value)),
  });
  const pipeDataStreamToResponse: typeof ai.pipeDataStreamToResponse = (response, options) => {
    const lines: string[] = [];
    sdk.replies.push(lines);
    ai.pipeDataStreamToResponse(response, { ...options, execute: (writer) => options.execute(recording(writer, lines)) });
  };
  return { ...ai, pipeDataStreamToResponse };
});

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

/** Reads a reply to its end or its cut: the whole lines that came, and the lines the SDK's writer was given. */
async function reply(scenario: string) {
  const before = sdk.replies.length;
  const response = await postMessage(server, requestBody("How do I rotate an API key?"), { scenario });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let cut = false;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
  } catch {
    cut = true;
  }
  return { response, cut, text: text.slice(0, text.lastIndexOf("\n") + 1), written: sdk.replies.slice(before) };
}

describe("replies are written by the AI SDK's data stream writer", () => {
  it.each([
    "normal",
    MOCK_SCENARIOS.reasoning,
    MOCK_SCENARIOS.streamedToolCall,
    MOCK_SCENARIOS.adversarial,
    MOCK_SCENARIOS.notFound,
    MOCK_SCENARIOS.longAnswer,
    MOCK_SCENARIOS.errorMidStream,
  ])("%s: every byte of the reply went through pipeDataStreamToResponse's writer, with its headers", async (scenario) => {
    const { response, cut, text, written } = await reply(scenario);
    expect(response.status).toBe(200);
    expect(cut).toBe(false);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-vercel-ai-data-stream")).toBe("v1");
    expect(written).toHaveLength(1);
    expect(text).toBe(written[0]!.join(""));
    expect(parseStreamBody(text).length).toBe(written[0]!.length);
  });

  it.each([
    MOCK_SCENARIOS.cutAfterStartStep,
    MOCK_SCENARIOS.cutAfterToolResult,
    MOCK_SCENARIOS.cutMidStream,
    MOCK_SCENARIOS.cutBeforeFinishEvent,
  ])("%s: the writer was given exactly what came before the cut", async (scenario) => {
    const { cut, text, written } = await reply(scenario);
    expect(cut).toBe(true);
    expect(written).toHaveLength(1);
    expect(text).not.toBe("");
    expect(text).toBe(written[0]!.join(""));
  });
});
