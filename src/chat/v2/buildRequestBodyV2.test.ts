import { toWireMessages } from "../wireMessages";
import { buildRequestBodyV2 } from "./buildRequestBodyV2";

vi.mock("../wireMessages", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../wireMessages")>();
  return { ...actual, toWireMessages: vi.fn(actual.toWireMessages) };
});

const context = { type: "page-context", items: [{ type: "textSelection", value: "Step 2", path: "/guides/install" }] };

test("the v2 body is v1's fields with v5 UI messages, in v2's order; no v1 messages are built for it", () => {
  const messages = [
    { id: "u1", role: "user", content: "How?", parts: [{ type: "text", text: "How?" }] },
    { id: "a1", role: "assistant", content: "Thus.", parts: [{ type: "step-start" }, { type: "text", text: "Thus." }] },
    { id: "u2", role: "user", content: "And?", parts: [{ type: "text", text: "And?" }], annotations: [context] },
  ];
  const body = buildRequestBodyV2(messages, {
    fp: " user-1 ",
    retrievalPageSize: 3,
    filter: { version: "2", groups: ["admins"] },
    currentPath: "/guides/install",
    thread: { threadId: "T1", threadKey: "K1" },
  });
  expect(toWireMessages).not.toHaveBeenCalled();
  expect(JSON.stringify(body)).toBe(
    JSON.stringify({
      fp: "user-1",
      retrievalPageSize: 3,
      currentPath: "/guides/install",
      context: context.items,
      threadId: "T1",
      threadKey: "K1",
      messages: [
        { id: "u1", role: "user", parts: [{ type: "text", text: "How?" }] },
        { id: "a1", role: "assistant", parts: [{ type: "step-start" }, { type: "text", text: "Thus." }] },
        { id: "u2", role: "user", parts: [{ type: "text", text: "And?" }] },
      ],
      filter: { version: "2", groups: ["admins"] },
    }),
  );
});
