import type { Preview } from "@storybook/react-vite";
import "../src/markdown/markdown.css";
import "../src/parts/parts.css";
import "../src/widget/widget.css";

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: "error" },
    layout: "fullscreen",
  },
  tags: ["autodocs"],
};

export default preview;
