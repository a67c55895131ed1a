// @vitest-environment node
import { renderToString } from "react-dom/server";
import { AssistantWidget } from "./AssistantWidget";

describe("AssistantWidget on a server", () => {
  test("imports and renders without window or document, in both modes", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
    const popover = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" />);
    expect(popover).toContain("Ask AI");
    expect(popover).toContain('aria-haspopup="dialog"');
    const inline = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode="inline" />);
    expect(inline).toContain('role="region"');
    expect(inline).toContain('role="log"');
    expect(renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" deployment="air-gapped" />)).toBe("");
  });

  test("with files on, the message box renders and the attachments' chunk waits for the browser", () => {
    const inline = renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode="inline" attachments />);
    expect(inline).toContain('aria-label="Message"');
    expect(inline).not.toContain("Attach files");
  });
});

/**
 * Reads of the clock and of randomness made while `run` renders: each throws, so a render that
 * depends on one fails (Next.js refuses to prerender such a component, and the two renders of the
 * server and the browser would not agree).
 */
function withoutClockOrRandomness<T>(run: () => T): T {
  const refuse = (what: string) => () => {
    throw new Error(`${what} read while rendering`);
  };
  const spies = [
    vi.spyOn(Math, "random").mockImplementation(refuse("Math.random()")),
    vi.spyOn(Date, "now").mockImplementation(refuse("Date.now()")),
    vi.spyOn(crypto, "randomUUID").mockImplementation(refuse("crypto.randomUUID()")),
    vi.spyOn(crypto, "getRandomValues").mockImplementation(refuse("crypto.getRandomValues()")),
  ];
  try {
    return run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("AssistantWidget renders the same on every server render", () => {
  test.each(["popover", "inline", "sidebar"] as const)("reads neither the clock nor randomness while rendering (%s)", (mode) => {
    const html = withoutClockOrRandomness(() => renderToString(<AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode={mode} />));
    expect(html).toContain(mode === "inline" ? 'aria-label="Message"' : "Ask AI");
  });

  test("two renders of the same tree give the same HTML", () => {
    const element = <AssistantWidget domain="demo" apiKey="svc_dsc_demo_public" mode="inline" exampleQuestions={["How do I start?"]} />;
    expect(renderToString(element)).toBe(renderToString(element));
  });
});
