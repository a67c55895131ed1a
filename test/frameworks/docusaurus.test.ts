import { describeScriptTagSite } from "./scriptTagSite";

// examples/docusaurus: Docusaurus 3 (classic preset), the script tag in `scripts`, `docusaurus build`
// and `docusaurus serve`.
describeScriptTagSite("Docusaurus 3 example (script tag)", {
  example: "docusaurus",
  secondPage: "/guides/api-keys",
  serve: ["node_modules/.bin/docusaurus", "serve", "--port", "{port}", "--host", "127.0.0.1", "--no-open"],
  codeBlock: ".theme-code-block",
  copyButton: ".theme-code-block button[aria-label*='Copy' i]",
});
