import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, type ReactNode } from "react";
import { fn } from "storybook/test";
import { AssistantPageActions } from "../../src/widget/AssistantPageActions";
import { FRENCH_LABELS } from "../../src/widget/labels/fr";
import "../../src/page-actions/pageActionsButton.css";

/** A docs page's title row and its first lines, as a site lays out `AssistantPageActions` beside its title. */
const docsTitleRow: Decorator = (Story, { args }) => (
  <main
    style={{
      maxWidth: 720,
      minHeight: 320,
      padding: 24,
      font: "16px/1.6 system-ui, sans-serif",
      ...(args.theme === "dark" ? { background: "#0d1117", color: "#e6edf3" } : {}),
    }}
  >
    <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 }}>
      <h1 style={{ margin: 0 }}>Webhooks</h1>
      <Story />
    </div>
    <p>
      Nimbus calls your endpoint when a job finishes. The body names the job and its queue; answer within ten seconds or the call is
      tried again.
    </p>
  </main>
);

/**
 * Stands in for the browser's clipboard while the story is shown: a story cannot be given the
 * reader's permission to write it, and `Copy page` should say `Copied`.
 */
function StoryClipboard({ children }: { children: ReactNode }) {
  useEffect(() => {
    const real = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: () => Promise.resolve() } });
    const ClipboardItem = Object.getOwnPropertyDescriptor(window, "ClipboardItem");
    Object.defineProperty(window, "ClipboardItem", { configurable: true, writable: true, value: undefined });
    return () => {
      if (real) Object.defineProperty(navigator, "clipboard", real);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      if (ClipboardItem) Object.defineProperty(window, "ClipboardItem", ClipboardItem);
    };
  }, []);
  return children;
}

/** Presses the page menu's button once mounted, then the item named `item` once the menu shows it (the open and copied states). */
function Pressed({ item, children }: { item?: string; children: ReactNode }) {
  useEffect(() => {
    let stopped = false;
    // After StrictMode's double mount: the first mount's stop has run by then.
    const timer = setTimeout(() => {
      const button = document.querySelector<HTMLButtonElement>("button.daw-pa-trigger");
      if (stopped || !button) return;
      button.click();
      if (!item) return;
      const choose = () => {
        const menu = document.querySelector("docs-assistant-page-menu")?.shadowRoot;
        const found = [...(menu?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])].find((element) => element.textContent === item);
        if (found) found.click();
        else if (!stopped) requestAnimationFrame(choose);
      };
      choose();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.querySelector("docs-assistant-page-menu")?.remove();
    };
  }, [item]);
  return children;
}

const meta = {
  title: "Page actions/AssistantPageActions",
  component: AssistantPageActions,
  decorators: [docsTitleRow],
  parameters: { docs: { story: { inline: false, height: "340px" } } },
  args: { actions: ["copy", "chatgpt", "claude", "ask"], onAsk: fn() },
} satisfies Meta<typeof AssistantPageActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The closed menu button, `Page actions`, beside the page's title. */
export const Closed: Story = {};

/** The menu open on its first item: copy the page, open it in ChatGPT or Claude, ask the assistant about it. */
export const Open: Story = {
  render: (args) => (
    <Pressed>
      <AssistantPageActions {...args} />
    </Pressed>
  ),
};

/** After `Copy page`: the page is on the clipboard, and a note under the button says so. */
export const Copied: Story = {
  render: (args) => (
    <StoryClipboard>
      <Pressed item="Copy page">
        <AssistantPageActions {...args} />
      </Pressed>
    </StoryClipboard>
  ),
};

/** The dark theme. */
export const Dark: Story = {
  args: { theme: "dark" },
  render: (args) => (
    <Pressed>
      <AssistantPageActions {...args} />
    </Pressed>
  ),
};

/** In French, the labels the widget ships. */
export const French: Story = {
  args: { labels: FRENCH_LABELS },
  render: (args) => (
    <Pressed>
      <AssistantPageActions {...args} />
    </Pressed>
  ),
};
