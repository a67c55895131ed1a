import { createAssistantFetch } from "./assistantFetch";
import { classifyChatError } from "./classifyChatError";
import { answerLines } from "./testing/replyLines";
import { createScriptedFetch } from "./testing/scriptedFetch";

// The reply's reader is a chunk of its own: here it cannot be fetched at first (the reader went offline after the page loaded).
let reachable = false;
vi.mock("./replyReader", async (importOriginal) => {
  if (!reachable) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

test("a reply's reader that cannot be fetched fails the question as unreachable, sends nothing, and the next question fetches it again", async () => {
  const fake = createScriptedFetch([{ lines: answerLines("Back online.") }]);
  const wrapped = createAssistantFetch({ fetch: fake });
  const failed = await wrapped("https://svc.example/message", { method: "POST", body: "{}" }).catch((error: unknown) => error);
  expect(classifyChatError(failed)).toEqual({ kind: "network" });
  expect(fake.requests).toHaveLength(0);
  reachable = true;
  const answered = await wrapped("https://svc.example/message", { method: "POST", body: "{}" });
  expect(await answered.text()).toContain("Back online.");
  expect(fake.requests).toHaveLength(1);
});
