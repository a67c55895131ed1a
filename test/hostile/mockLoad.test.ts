import { isFinishEvent, parseStreamBody, assistantMessagePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { requestBody } from "../../src/mock-server/testClient";

/** The mock service under load: a thousand readers at once, chunk delay 0, and not one answer lost. */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0, rateLimitOrgPerHour: 1e9, rateLimitIpPerDay: 1e9 });
});
afterAll(() => server.close());

const QUESTIONS = ["How do I install the CLI?", "How do I rotate an API key?", "What happens when I exceed the rate limit?", "webhook signature"];

/** One whole stream: every line parses, the finish event is last, the thread header matches it. */
async function wholeStream(index: number): Promise<string> {
  const response = await fetch(`${server.url}${assistantMessagePath("demo")}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(requestBody(QUESTIONS[index % QUESTIONS.length]!)),
  });
  if (response.status !== 200) throw new Error(`stream ${index}: HTTP ${response.status}`);
  const parts = parseStreamBody(await response.text());
  const last = parts.at(-1);
  const finish = (last?.type === "data" ? (last.value as unknown[]) : []).find(isFinishEvent);
  if (!finish) throw new Error(`stream ${index}: no finish event at the end`);
  if (finish.threadId !== response.headers.get("x-thread-id")) throw new Error(`stream ${index}: thread ids differ`);
  if (!parts.some((part) => part.type === "text")) throw new Error(`stream ${index}: no answer text`);
  return finish.threadId;
}

describe("mock service under load", () => {
  it("1,000 concurrent streams (chunk delay 0) all finish whole, each on its own thread, none lost", async () => {
    const results = await Promise.allSettled(Array.from({ length: 1_000 }, (_, index) => wholeStream(index)));
    const failed = results.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
    expect(failed).toEqual([]);
    const threads = new Set(results.map((result) => (result.status === "fulfilled" ? result.value : "")));
    expect(threads.size).toBe(1_000);
    expect(server.stats()).toEqual({ open: 0, finished: 1_000, cut: 0, aborted: 0 });
  }, 60_000);
});
