/**
 * Docusaurus (classic preset): the widget through the script tag, on every page. Merge `scripts` into
 * your own `docusaurus.config.ts`; Docusaurus writes each entry's keys as the tag's attributes. The
 * conversation survives client-side page changes (the script runs once), and each question is sent with
 * the current page's path.
 *
 * `npm run build` first mirrors node_modules/docs-assistant-widget/dist/embed/ into static/docs-assistant/
 * (the `prebuild` script of package.json: stale files of an older version are removed, nothing is nested).
 */
const config = {
  title: "My docs",
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  presets: [
    [
      "classic",
      {
        docs: { routeBasePath: "/", sidebarPath: "./sidebars.ts" },
        blog: false,
      },
    ],
  ],
  scripts: [
    {
      src: "/docs-assistant/docs-assistant.iife.js",
      defer: true,
      "data-domain": "your-domain",
      "data-api-key": "svc_dsc_your_assistant_key",
      "data-base-url": process.env.DOCS_ASSISTANT_URL ?? "https://api.example.com",
      // Docusaurus renders code blocks as <pre> inside .theme-code-block.
      "data-code-block-selector": ".theme-code-block pre",
    },
  ],
};

export default config;
