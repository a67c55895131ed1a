import { findThread } from "./threadIdentity";

const finish = (threadId: string, threadKey?: string) => ({ type: "finish", threadId, ...(threadKey ? { threadKey } : {}) });

describe("findThread: every channel a reply can carry its thread in", () => {
  test.each([
    ["nothing at all", {}, undefined],
    ["the finish event in a data part", { data: [finish("t-data")] }, { threadId: "t-data" }],
    ["the finish event among other data", { data: [{ type: "progress" }, finish("t-data"), 3] }, { threadId: "t-data" }],
    ["the finish event in an annotation", { annotations: [finish("t-ann")] }, { threadId: "t-ann" }],
    ["the X-Thread-Id header (Headers)", { headers: new Headers({ "X-Thread-Id": "t-head" }) }, { threadId: "t-head" }],
    ["the header in a plain record, any case", { headers: { "x-thread-id": "t-head" } }, { threadId: "t-head" }],
    ["id and key in headers", { headers: new Headers({ "X-Thread-Id": "t", "X-Thread-Key": "k" }) }, { threadId: "t", threadKey: "k" }],
    ["the key in the finish event", { data: [finish("t", "k-event")] }, { threadId: "t", threadKey: "k-event" }],
    ["a key header beside the event's id", { data: [finish("t")], headers: { "X-Thread-Key": "k" } }, { threadId: "t", threadKey: "k" }],
    ["the last of several finish events", { data: [finish("old"), finish("new")] }, { threadId: "new" }],
    ["the stream over the header", { data: [finish("t-stream")], headers: { "X-Thread-Id": "t-head" } }, { threadId: "t-stream" }],
    ["data before annotations", { data: [finish("d")], annotations: [finish("a")] }, { threadId: "d" }],
    ["a blank header", { headers: { "X-Thread-Id": "  " } }, undefined],
    ["a finish event without an id", { data: [{ type: "finish" }] }, undefined],
  ])("%s", (_name, channels, expected) => {
    expect(findThread(channels as Parameters<typeof findThread>[0])).toEqual(expected);
  });

  test("does not pair a header key with a different thread's id", () => {
    expect(findThread({ data: [finish("t-stream")], headers: { "X-Thread-Id": "t-other", "X-Thread-Key": "k-other" } })).toEqual({
      threadId: "t-stream",
    });
  });
});
