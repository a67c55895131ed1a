import type { StorybookConfig } from "@storybook/react-vite";

/**
 * Storybook for the widget and its parts. Run with `STORYBOOK_DISABLE_TELEMETRY=1`
 * (`npm run storybook` / `npm run build-storybook`). Stories are fed by scripted v4 streams through
 * the widget's `fetch` prop, so they need no network; one story talks to the mock service on
 * http://127.0.0.1:8787 (`docs-assistant-mock`).
 */
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: { strictMode: true } },
  core: {
    disableTelemetry: true,
    // The root vite.config.ts builds the library (lib mode); Storybook gets a plain app config.
    builder: { name: "@storybook/builder-vite", options: { viteConfigPath: ".storybook/vite.config.ts" } },
  },
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
