import type { BuildSizes, BundleFile } from "./bundleSizes";
import { ANSWER_WITH_JS_CODE, lazyFilesFor } from "./sizeBudgets";

function file(fileName: string, load: BundleFile["load"], moduleIds: string[], imports: string[] = []): BundleFile {
  return { fileName, gzipBytes: 1000, load, moduleIds, imports };
}

describe("size budgets: what one answer with a js code block fetches", () => {
  test("the reply's reader, the markdown chunk, the highlighter's engine and the js grammar count, with what they import; other languages do not", () => {
    const files = [
      file("app.js", "entry", ["/r/src/embed/app.tsx"]),
      file("chunks/replyReader.js", "lazy", ["/r/src/chat/guardStream.ts", "/r/src/chat/replyReader.ts"]),
      file("chunks/MarkdownBlocks.js", "lazy", ["/r/src/markdown/MarkdownBlocks.tsx", "/r/node_modules/react-markdown/lib/index.js"], ["chunks/shared.js"]),
      file("chunks/shared.js", "lazy", ["/r/node_modules/vfile/lib/index.js"]),
      file("chunks/prismTokenize.js", "lazy", ["/r/src/markdown/highlight/prismTokenize.ts", "/r/node_modules/refractor/lib/core.js"], ["chunks/MarkdownBlocks.js"]),
      file("chunks/javascript.js", "lazy", ["/r/node_modules/refractor/lang/javascript.js"], ["chunks/clike.js"]),
      file("chunks/clike.js", "lazy", ["/r/node_modules/refractor/lang/clike.js"]),
      file("chunks/typescript.js", "lazy", ["/r/node_modules/refractor/lang/typescript.js"], ["chunks/javascript.js"]),
      file("chunks/python.js", "lazy", ["/r/node_modules/some-highlighter/languages/python.js"]),
    ];
    const build: BuildSizes = { files, firstLoadBytes: 1000, lazyBytes: 8000, totalBytes: 9000 };
    expect(lazyFilesFor(build, ANSWER_WITH_JS_CODE).map((found) => found.fileName)).toEqual([
      "chunks/replyReader.js",
      "chunks/MarkdownBlocks.js",
      "chunks/shared.js",
      "chunks/prismTokenize.js",
      "chunks/javascript.js",
      "chunks/clike.js",
    ]);
  });
});
