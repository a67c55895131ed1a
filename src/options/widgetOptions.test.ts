import { DEFAULT_IDLE_TIMEOUT_MS } from "../chat/assistantFetch";
import { WIDGET_OPTIONS } from "./widgetOptions";

test("the idle time-out the fetch applies on its own is the description's default", () => {
  expect(WIDGET_OPTIONS.idleTimeoutMs.default).toBe(DEFAULT_IDLE_TIMEOUT_MS);
});
