import { spreadWork } from "./spreadWork";
import { all, from, lines } from "../testing/stageItems";

describe("spreadWork", () => {
  test("a burst goes on a slice at a time, and the page gets a task between slices", async () => {
    const burst = lines(...Array.from({ length: 10 }, (_, index) => `${index}`));
    const events: string[] = [];
    setTimeout(() => events.push("other task"), 0);
    const out = [];
    for await (const batch of spreadWork(from([burst, { end: "closed" as const }]), 4)) {
      events.push("slice");
      out.push(batch);
    }
    expect(out).toEqual([lines("0", "1", "2", "3"), lines("4", "5", "6", "7"), lines("8", "9"), { end: "closed" }]);
    expect(events.indexOf("other task")).toBeGreaterThan(0);
    expect(events.indexOf("other task")).toBeLessThan(events.length - 1);
  });

  test("batches within the limit pass as they are", async () => {
    expect(await all(spreadWork(from([lines("a", "b"), { end: "closed" as const }]), 2))).toEqual([lines("a", "b"), { end: "closed" }]);
  });
});
