import { mergeThread } from "./mergeThread";

describe("mergeThread", () => {
  test("a later reply naming only the id keeps the key handed out with the thread", () => {
    expect(mergeThread({ threadId: "T", threadKey: "K" }, { threadId: "T" })).toEqual({ threadId: "T", threadKey: "K" });
  });
  test("a new key, or a new thread, replaces what was kept", () => {
    expect(mergeThread({ threadId: "T", threadKey: "K" }, { threadId: "T", threadKey: "K2" })).toEqual({ threadId: "T", threadKey: "K2" });
    expect(mergeThread({ threadId: "T", threadKey: "K" }, { threadId: "U" })).toEqual({ threadId: "U" });
    expect(mergeThread(undefined, { threadId: "U" })).toEqual({ threadId: "U" });
  });
});
