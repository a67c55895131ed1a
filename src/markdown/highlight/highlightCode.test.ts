import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { highlightCode, MAX_HIGHLIGHT_CHARS, splitForTasks, type HighlightLine, type TokenKind } from "./highlightCode";
import { LANGUAGES, languageLabel, resolveLanguage } from "./languages";
import { tokenizeLines } from "./prismTokenize";

const SAMPLES = new URL("./samples/", import.meta.url);
const sample = (id: string) => readFileSync(new URL(`${id}.sample`, SAMPLES), "utf8").trimEnd();
const text = (lines: HighlightLine[]) => lines.map((line) => line.map((token) => token.text).join("")).join("\n");
/** The text of every run of a kind, to assert on. */
const runs = (lines: HighlightLine[], kind: TokenKind) => lines.flat().filter((token) => token.kind === kind).map((token) => token.text.trim());
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

test("fence info strings resolve through the alias table; unknown and plain ones do not", () => {
  const cases: Array<[string | undefined, string | undefined]> = [
    ["ts", "typescript"], ["TypeScript", "typescript"], ["js", "javascript"], ["mjs", "javascript"], ["jsx", "jsx"],
    ["tsx", "tsx"], ["jsonc", "json"], ["sh", "bash"], ["shell", "bash"], ["zsh", "bash"], ["console", "shell-session"],
    ["py", "python"], ["yml", "yaml"], ["html", "markup"], ["xml", "markup"], ["golang", "go"], ["rs", "rust"],
    ["patch", "diff"], ["language-ts", "typescript"], ['ts title="a.ts"', "typescript"], ["{.py}", "python"],
    ["ts,linenums", "typescript"], [undefined, undefined], ["", undefined], ["text", undefined], ["txt", undefined],
    ["plaintext", undefined], ["brainfuck", undefined], ["constructor", undefined], ["__proto__", undefined], ["toString", undefined],
  ];
  for (const [info, id] of cases) assert.equal(resolveLanguage(info), id, String(info));
  assert.equal(languageLabel("ts"), "TypeScript");
  assert.equal(languageLabel("sh"), "Bash");
  assert.equal(languageLabel("nope"), undefined);
});

test("every language in the table loads and registers its grammar", async () => {
  for (const id of Object.keys(LANGUAGES)) {
    const lines = await highlightCode("x = 1 # y\n'z'", id);
    assert.ok(lines, `${id} highlights`);
  }
});

for (const file of readdirSync(SAMPLES)) {
  const id = file.replace(/\.sample$/, "");
  test(`${id}: the text is kept exactly, with colours`, async () => {
    const code = sample(id);
    const lines = await highlightCode(code, id);
    assert.ok(lines);
    assert.equal(text(lines), code);
    assert.equal(lines.length, code.split("\n").length);
    assert.ok(lines.flat().some((token) => token.kind !== undefined), "some colour");
    for (const line of lines) for (let i = 1; i < line.length; i++) assert.notEqual(line[i]!.kind, line[i - 1]!.kind, "neighbours merged");
  });
}

test("quality: TypeScript generics, template strings, decorators", async () => {
  const lines = (await highlightCode(sample("typescript"), "ts"))!;
  assert.ok(runs(lines, "keyword").includes("interface"));
  assert.ok(runs(lines, "type").some((t) => t.startsWith("CacheEntry")), "declared type name");
  assert.ok(runs(lines, "string").some((t) => t.startsWith("`Request failed:")), "template string");
  assert.ok(runs(lines, "keyword").includes("${"), "template substitution marked");
  assert.ok(runs(lines, "function").includes("encodeURIComponent"), "code inside ${} is code");
  assert.ok(runs(lines, "meta").some((t) => t.startsWith("@sealed")), "decorator");
  assert.ok(runs(lines, "regex").some((t) => t.startsWith("/^(?<scheme>")), "regex literal");
  assert.ok(runs(lines, "comment").includes("// one minute"));
});

test("quality: JSX tags, attributes and embedded expressions", async () => {
  const lines = (await highlightCode(sample("jsx"), "jsx"))!;
  assert.ok(runs(lines, "tag").includes("section"));
  assert.ok(runs(lines, "attr").includes("className"));
  assert.ok(runs(lines, "string").some((t) => t.includes('"answer"')));
  assert.ok(runs(lines, "function").includes("open"), "code inside an attribute's braces");
  const tsx = (await highlightCode(sample("tsx"), "tsx"))!;
  assert.ok(runs(tsx, "attr").includes("onClick"));
  assert.ok(runs(tsx, "type").includes("Item"), "a component's name");
});

test("quality: shell commands, flags, variables, strings", async () => {
  const lines = (await highlightCode(sample("bash"), "sh"))!;
  assert.ok(runs(lines, "function").includes("npm"), "a command");
  assert.ok(runs(lines, "variable").includes("-i"), "a flag");
  assert.ok(runs(lines, "string").some((t) => t.startsWith('"${NIMBUS_KEY')), "a string with its expansion");
  assert.ok(runs(lines, "meta").includes("#!/usr/bin/env bash"));
});

test("quality: diff lines, HTML with embedded script and style", async () => {
  const diff = (await highlightCode(sample("diff"), "diff"))!;
  assert.ok(runs(diff, "inserted").includes('+const theme = "auto";'));
  assert.ok(runs(diff, "deleted").includes('-const theme = "light";'));
  const html = (await highlightCode(sample("markup"), "html"))!;
  assert.ok(runs(html, "tag").includes("script"));
  assert.ok(runs(html, "string").includes('"How do I start?"'), "JavaScript inside <script>");
  assert.ok(runs(html, "property").includes("color"), "CSS inside <style>");
});

test("plain: unknown or no language, empty or too long code", async () => {
  assert.equal(await highlightCode("a b c", "brainfuck"), null);
  assert.equal(await highlightCode("a b c", undefined), null);
  assert.equal(await highlightCode("a b c", "text"), null);
  assert.equal(await highlightCode("", "ts"), null);
  assert.equal(await highlightCode("x".repeat(MAX_HIGHLIGHT_CHARS + 1), "ts"), null);
});

test("many blocks at once are tokenized one per task, never together", async () => {
  let tick = 0;
  let running = true;
  const loop = () => {
    tick++;
    if (running) setTimeout(loop, 0);
  };
  setTimeout(loop, 0);
  const code = sample("typescript");
  const ticks = await Promise.all(Array.from({ length: 6 }, (_, i) => highlightCode(`${code}\n// ${i}`, "ts").then(() => tick)));
  running = false;
  assert.equal(new Set(ticks).size, ticks.length, `each in its own task: ${ticks.join(",")}`);
});

test("long code is cut between top-level declarations, and put back whole", async () => {
  const unit = sample("typescript");
  const code = Array.from({ length: 20 }, () => unit).join("\n\n");
  const chunks = splitForTasks(code);
  assert.ok(chunks.length > 1);
  assert.equal(chunks.join("\n"), code);
  for (const chunk of chunks) assert.ok(chunk.length <= 2 * 16_000 + 200);
  const lines = (await highlightCode(code, "ts"))!;
  assert.equal(text(lines), code);
  assert.deepEqual(lines.slice(0, 20), (await highlightCode(unit, "ts"))!.slice(0, 20));
});

test("speed: CPU time per task (this machine), 200 and 2,000 lines, the longest block allowed", async () => {
  const unit = sample("typescript").split("\n");
  const linesOf = (n: number) => Array.from({ length: n }, (_, i) => unit[i % unit.length]).join("\n");
  const report: string[] = [];
  /** The whole call, then the longest single task (one chunk: tokenize + lines). */
  const time = async (label: string, code: string, language: string) => {
    const start = cpuMs();
    const lines = await highlightCode(code, language);
    const total = cpuMs() - start;
    assert.ok(lines, label);
    const id = resolveLanguage(language)!;
    let longest = 0;
    for (const chunk of splitForTasks(code)) {
      const t0 = cpuMs();
      tokenizeLines(chunk, id);
      longest = Math.max(longest, cpuMs() - t0);
    }
    report.push(`${label}: call ${total.toFixed(1)} ms, longest task ${longest.toFixed(1)} ms`);
    return longest;
  };
  await time("java sample (grammar loaded by an earlier test)", sample("java"), "java");
  await time("ts 200 lines", `${linesOf(200)}\n// a`, "ts");
  await time("ts 200 lines again (other text)", `${linesOf(200)}\n// b`, "ts");
  await time("ts 2,000 lines", `${linesOf(2000)}\n// c`, "ts");
  let worst = 0;
  for (const id of ["typescript", "tsx", "javascript", "bash", "python", "yaml", "markup", "css", "go", "rust", "java", "json", "diff"]) {
    const one = sample(id);
    const code = `${one}\n\n`.repeat(Math.floor(MAX_HIGHLIGHT_CHARS / (one.length + 2))).slice(0, MAX_HIGHLIGHT_CHARS);
    worst = Math.max(worst, await time(`${id} ${(code.length / 1000).toFixed(0)} kB (the longest allowed)`, code, id));
  }
  console.log(report.map((line) => `  ${line}`).join("\n"));
  assert.ok(worst < 50, `the longest task takes ${worst.toFixed(1)} ms`);
}, 120_000);
