/**
 * VitePress: the widget through the script tag, on every page. Merge `head` into your own
 * `.vitepress/config.ts`. The conversation survives VitePress's client-side page changes (the script runs
 * once), and each question is sent with the current page's path.
 *
 * Put the contents of node_modules/docs-assistant-widget/dist/embed/ under public/docs-assistant/
 * (VitePress copies `public/` as is), or point `src` at a CDN that serves npm packages.
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
        "data-base-url": "https://api.example.com",
        // VitePress renders code blocks as <pre> inside div[class*="language-"].
        "data-code-block-selector": "div[class*='language-'] pre",
      },
    ],
  ] as Array<[string, Record<string, string>]>,
};

export default config;
