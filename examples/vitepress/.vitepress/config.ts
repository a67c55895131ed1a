/**
 * VitePress: the widget through the script tag, on every page. Merge `head` into your own
 * `.vitepress/config.ts`. The conversation survives VitePress's client-side page changes (the script runs
 * once), and each question is sent with the current page's path.
 *
 * `npm run build` first mirrors node_modules/docs-assistant-widget/dist/embed/ into public/docs-assistant/
 * (the `prebuild` script of package.json: stale files of an older version are removed), and VitePress
 * copies `public/` as is.
 */
const config = {
  title: "My docs",
  head: [
    [
      "script",
      {
        src: "/docs-assistant/docs-assistant.iife.js",
        defer: "",
        "data-domain": "your-domain",
        "data-api-key": "svc_dsc_your_assistant_key",
        "data-base-url": process.env.DOCS_ASSISTANT_URL ?? "https://api.example.com",
        // VitePress renders code blocks as <pre> inside div[class*="language-"].
        "data-code-block-selector": "div[class*='language-'] pre",
      },
    ],
  ] as Array<[string, Record<string, string>]>,
  themeConfig: {
    nav: [{ text: "Guide", link: "/guide/api-keys" }],
    sidebar: [
      { text: "Getting started", link: "/" },
      { text: "API keys", link: "/guide/api-keys" },
    ],
  },
};

export default config;
