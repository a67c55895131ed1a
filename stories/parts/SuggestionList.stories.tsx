import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SuggestionList } from "../../src/parts/SuggestionList";
import { withDawRoot } from "./withDawRoot";

const meta = {
  title: "Parts/SuggestionList",
  component: SuggestionList,
  decorators: [withDawRoot],
  args: {
    onSuggestionClick: fn(),
    suggestions: [
      { text: "How do I change the theme?", path: "/guides/theming" },
      { text: "Can I use it without React?", path: "/guides/script-tag" },
      { text: "What does the air-gapped deployment change?" },
    ],
  },
} satisfies Meta<typeof SuggestionList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Follow-up questions as buttons; a click hands the suggestion to the widget. */
export const Suggestions: Story = {};

/** A javascript: path is dropped before the callback ever sees it (watch the Actions panel). */
export const UnsafePath: Story = {
  args: { suggestions: [{ text: "A suggestion with a javascript: path", path: "javascript:alert(1)" }] },
};
