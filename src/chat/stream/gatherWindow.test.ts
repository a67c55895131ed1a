import { gatherWindow } from "./gatherWindow";

test("gatherWindow: useChat's 40 ms for a short answer, longer as the answer grows, 250 ms at most", () => {
  expect(gatherWindow(0)).toBe(40);
  expect(gatherWindow(4_000)).toBe(80);
  expect(gatherWindow(16_000)).toBe(200);
  expect(gatherWindow(1_000_000)).toBe(250);
});
