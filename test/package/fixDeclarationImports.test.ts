import { fixDeclarationImports } from "../../scripts/fixDeclarationImports";

// A fake declaration tree: /types/index.d.ts, /types/widget/AssistantWidget.d.ts, /types/parts/index.d.ts.
const FILES = new Set(["/types/index.d.ts", "/types/widget/AssistantWidget.d.ts", "/types/parts/index.d.ts", "/types/protocol/index.d.ts"]);
const exists = (path: string) => FILES.has(path);

describe("fixDeclarationImports", () => {
  test("gives relative imports and re-exports their full .js path, files and folders alike", () => {
    const text = [
      'export { AssistantWidget } from "./widget/AssistantWidget";',
      'export { TextPart, type TextPartProps } from "./parts";',
      'import type { ContextItem } from "./protocol/";',
      'export * from "./parts/index";',
    ].join("\n");
    expect(fixDeclarationImports(text, "/types/index.d.ts", exists)).toBe(
      [
        'export { AssistantWidget } from "./widget/AssistantWidget.js";',
        'export { TextPart, type TextPartProps } from "./parts/index.js";',
        'import type { ContextItem } from "./protocol/index.js";',
        'export * from "./parts/index.js";',
      ].join("\n"),
    );
  });

  test("rewrites import types and parent paths, and leaves packages and full paths alone", () => {
    const text = [
      'import type { ReactNode } from "react";',
      'import { Popover } from "@radix-ui/react-popover";',
      'export declare const a: import("../parts").TextPartProps;',
      'export { b } from "../widget/AssistantWidget.js";',
      'export declare const c: import("react").FC;',
    ].join("\n");
    expect(fixDeclarationImports(text, "/types/widget/x.d.ts", exists)).toBe(
      [
        'import type { ReactNode } from "react";',
        'import { Popover } from "@radix-ui/react-popover";',
        'export declare const a: import("../parts/index.js").TextPartProps;',
        'export { b } from "../widget/AssistantWidget.js";',
        'export declare const c: import("react").FC;',
      ].join("\n"),
    );
  });

  test("does not touch look-alike strings outside import positions", () => {
    const text = 'export declare const path = "./widget/AssistantWidget";\n/** see "./parts" */\nexport {};';
    expect(fixDeclarationImports(text, "/types/index.d.ts", exists)).toBe(text);
  });

  test("refuses an import that names no declaration file, rather than guessing", () => {
    expect(() => fixDeclarationImports('export { x } from "./missing";', "/types/index.d.ts", exists)).toThrow(/"\.\/missing" names no declaration file/);
  });
});
