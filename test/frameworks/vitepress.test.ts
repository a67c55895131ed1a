import { describeScriptTagSite } from "./scriptTagSite";

// examples/vitepress: VitePress 1.6, the script tag in `head`, `vitepress build` and `vitepress preview`.
describeScriptTagSite("VitePress 1.6 example (script tag)", {
  example: "vitepress",
  secondPage: "/guide/api-keys",
  serve: ["node_modules/.bin/vitepress", "preview", "--port", "{port}"],
  codeBlock: "div[class*='language-']",
  copyButton: "div[class*='language-'] button.copy",
});
