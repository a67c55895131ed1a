import { REMEMBERED_CHARS, REMEMBERED_MESSAGES, ThreadStore } from "../../src/mock-server/threadStore";

/**
 * The mock service's memory is bounded however many requests come (the load benchmark reports the
 * heap over 10,000 requests): threads past the capacity make way, and each remembers a gist.
 */
describe("mock service under load: memory is bounded", () => {
  it("past its capacity the least recently used thread is dropped, and a thread in use survives", () => {
    const store = new ThreadStore(100);
    const first = store.create(0);
    for (let index = 1; index < 150; index += 1) {
      store.create(index);
      if (index % 10 === 0) expect(store.lookup(first.id, first.key, index).kind).toBe("found");
    }
    expect(store.size).toBe(100);
    expect(store.lookup(first.id, first.key).kind).toBe("found");
  });

  it("a thread remembers its latest messages, each cut to a gist", () => {
    const store = new ThreadStore();
    const thread = store.create();
    for (let index = 0; index < 50; index += 1) store.remember(thread, { role: index % 2 ? "assistant" : "user", content: `${index} ${"x".repeat(100_000)}` });
    expect(thread.messages).toHaveLength(REMEMBERED_MESSAGES);
    expect(thread.messages[0]!.content.startsWith("40 ")).toBe(true);
    expect(Math.max(...thread.messages.map((message) => message.content.length))).toBeLessThanOrEqual(REMEMBERED_CHARS);
  });
});
