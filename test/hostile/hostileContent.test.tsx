import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import type { AssistantWidgetHandle } from "../../src/widget/assistantWidgetHandle";
import { AssistantWidget } from "../../src/widget/AssistantWidget";
import { auditDom } from "../fixtures/hostile/auditDom";
import { createChunkFetch } from "../fixtures/hostile/chunkFetch";
import { FOLLOW_UP_ANSWER, HOSTILE_CASES, followUpChunks, type HostileCase } from "../fixtures/hostile/hostileCases";

/**
 * The hostile content corpus through the whole widget in jsdom, at the network edge: each case's
 * bytes come through the widget's `fetch` prop exactly as a service would send them. Every element
 * and attribute is audited afterwards, and the widget must still answer a next question.
 */
const BEACON = "https://beacon.invalid";

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

let domainCount = 0;
afterEach(() => sessionStorage.clear());

/** Opens the widget, adds the case's context, asks, and waits for the case's outcome. */
async function runCase(hostile: HostileCase) {
  const fetch = createChunkFetch([() => hostile.chunks(BEACON), followUpChunks]);
  const ref = createRef<AssistantWidgetHandle>();
  const user = userEvent.setup();
  render(<AssistantWidget ref={ref} domain={`hostile-${++domainCount}`} apiKey="svc_dsc_test_key" fetch={fetch} />);
  await user.click(screen.getByRole("button", { name: "Ask AI" }));
  for (const item of hostile.context?.(BEACON) ?? []) act(() => ref.current!.addContext(item));
  const box = screen.getByRole("textbox", { name: "Message" });
  await user.type(box, hostile.id);
  await user.keyboard("{Enter}");
  const log = screen.getByRole("log");
  if (hostile.outcome === "alert") await screen.findByRole("alert", {}, { timeout: 15_000 });
  else await waitFor(() => expect(within(log).getAllByRole("button", { name: "Copy answer" })).toHaveLength(1), { timeout: 15_000 });
  // Tool values and reasoning render only once opened: open them all, so they are audited too.
  for (let round = 0; round < 50; round += 1) {
    const closed = log.querySelector("details:not([open]) > summary");
    if (!closed) break;
    await user.click(closed);
  }
  expect(log.querySelector("details:not([open])")).toBeNull();
  return { fetch, user, box, log };
}

for (const hostile of HOSTILE_CASES) {
  describe(`hostile content: ${hostile.title}`, () => {
    test("nothing that runs or loads, no handler and no unsafe or beacon URL reaches the DOM (every element and attribute)", async () => {
      const { log } = await runCase(hostile);
      expect(auditDom({ beacon: BEACON })).toEqual([]);
      expect(log.querySelectorAll('[data-role="user"]')).toHaveLength(1);
      if (hostile.outcome === "answered") expect(log.querySelectorAll('[data-role="assistant"]')).toHaveLength(1);
    }, 30_000);

    test("the widget stays responsive: the message box takes input and a next question is answered", async () => {
      const { user, box, log, fetch } = await runCase(hostile);
      await user.type(box, "And a normal question?");
      expect(box).toHaveValue("And a normal question?");
      await user.keyboard("{Enter}");
      await waitFor(() => expect(log).toHaveTextContent(FOLLOW_UP_ANSWER), { timeout: 15_000 });
      expect(fetch.bodies).toHaveLength(2);
      expect(Array.from(log.querySelectorAll('[data-role="user"]'), (element) => element.textContent)).toEqual([
        expect.stringContaining(hostile.id),
        expect.stringContaining("And a normal question?"),
      ]);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(auditDom({ beacon: BEACON })).toEqual([]);
    }, 30_000);
  });
}
