import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/**
 * The `ai` package is the server half of the AI SDK (Node streams, `ServerResponse`): the mock
 * server writes its replies with it, and no browser folder may import it. `src/protocol` is shared
 * with the browser, so the mock reaches `ai` directly, never through protocol.
 */
const SRC = resolve(__dirname, "../../src");
const NODE_ONLY = ["mock-server", "static-export"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOfAi = sourceFiles(SRC).filter((file) =>
  /(?:import|export)\s[^"'`]*?from\s*["']ai(?:\/[^"']*)?["']|import\(\s*["']ai(?:\/[^"']*)?["']\s*\)/.test(readFileSync(file, "utf8")),
);

test("only Node-only folders import the ai package", () => {
  const offenders = importsOfAi.map((file) => relative(SRC, file)).filter((file) => !NODE_ONLY.includes(file.split("/")[0]!));
  expect(offenders).toEqual([]);
});

test("the mock server writes its replies with it", () => {
  expect(importsOfAi.map((file) => relative(SRC, file))).toContain("mock-server/writeReply.ts");
});

test("no shipped source imports ai-v5 (ai@5 is a dev dependency): the mock writes its v2 stream itself", () => {
  const importsOfAiV5 = sourceFiles(SRC).filter((file) => /from\s*["']ai-v5(?:\/[^"']*)?["']|import\(\s*["']ai-v5/.test(readFileSync(file, "utf8")));
  expect(importsOfAiV5.map((file) => relative(SRC, file))).toEqual([]);
});
