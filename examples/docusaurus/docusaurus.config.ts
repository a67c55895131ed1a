/**
 * Docusaurus: the widget through the script tag, on every page. Merge `scripts` into your own
 * `docusaurus.config.ts`; Docusaurus writes each entry's keys as the tag's attributes. The conversation
 * survives client-side page changes (the script runs once), and each question is sent with the current
 * page's path.
 *
 * Put the contents of node_modules/docs-assistant-widget/dist/embed/ under static/docs-assistant/
 * (e.g. in a `prebuild` script: `cp -r node_modules/docs-assistant-widget/dist/embed static/docs-assistant`),
 * or point `src` at a CDN that serves npm packages.
 */
const config = {
  title: "My docs",
  url: "https://docs.example.com",
  baseUrl: "/",
  scripts: [
    {
      src: "/docs-assistant/docs-assistant.iife.js",
      defer: true,
      "data-domain": "your-domain",
      "data-api-key": "svc_dsc_your_assistant_key",
      "data-base-url": "https://api.example.com",
      // Docusaurus renders code blocks as <pre> inside .theme-code-block.
      "data-code-block-selector": ".theme-code-block pre",
    },
  ],
};

export default config;
