import { composeStories } from "@storybook/react-vite";
import { act, render } from "@testing-library/react";
import axe from "axe-core";
import type { ComponentType } from "react";
import preview from "../../.storybook/preview";

/**
 * Every story (Storybook's portable stories, with the project's preview: StrictMode, parameters), rendered
 * in jsdom and checked with axe-core, as the accessibility addon does in Storybook. Colour contrast needs
 * real layout and paint, which jsdom has not: the real-Chromium tests check it (test/browser/widget.test.ts).
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

/** Off in the accessibility addon itself (a story is a fragment of a page, without landmarks). */
const ADDON_DISABLED_RULES = ["region"];

const stories: Array<[string, ComponentType]> = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module, preview)).map(([name, Story]): [string, ComponentType] => [
    `${file.replace(/^.*stories\//, "")} ${name}`,
    Story as unknown as ComponentType,
  ]),
);

/** Resolves once the DOM has not changed for `quietMs` (streams finished, timers settled), or after `maxMs`. */
function domSettled(quietMs = 200, maxMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let last = Date.now();
    const observer = new MutationObserver(() => (last = Date.now()));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const check = () => {
      if (Date.now() - last >= quietMs || Date.now() - started >= maxMs) {
        observer.disconnect();
        resolve();
      } else setTimeout(check, 50);
    };
    setTimeout(check, 50);
  });
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popper measures with it.
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => sessionStorage.clear());

describe("every story passes axe", () => {
  test("the stories are all here", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10);
    expect(stories.length).toBeGreaterThanOrEqual(55);
  });

  test.each(stories)("%s", async (_name, Story) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Story />);
    await act(() => domSettled());
    // The story's own a11y parameters, as the addon applies them.
    const a11y = (Story as unknown as { parameters?: { a11y?: { config?: { rules?: Array<{ id: string; enabled: boolean }> } } } }).parameters?.a11y;
    const rules = Object.fromEntries([
      ...ADDON_DISABLED_RULES.map((id) => [id, { enabled: false }]),
      ["color-contrast", { enabled: false }],
      ...(a11y?.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled }]),
    ]);
    const results = await axe.run(document.body, { resultTypes: ["violations"], rules });
    const violations = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
    expect(violations).toEqual([]);
    // The Overview story draws every state at once: axe over it takes 12 s on a quiet 2-core machine.
  }, 60_000);
});
