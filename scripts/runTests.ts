import { spawn } from "node:child_process";

/**
 * `npm test` after its installs: the type check and the one Vitest run (every project, React 18's
 * included) at the same time. The check is one process on one core, mostly while the run's global
 * setup builds the embed on the other. Exits non-zero when either fails; the check's output comes
 * after the run's, whole.
 */
function run(command: string, args: string[], quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
const typecheck = run("npx", ["tsc", "--noEmit"], true).then((result) => ({ ...result, seconds: Math.round((Date.now() - started) / 1000) }));
const tests = await run("npx", ["vitest", "run", ...process.argv.slice(2)], false);
const checked = await typecheck;
console.log(checked.code === 0 ? `Type check: no errors (${checked.seconds} s, beside the tests)` : `Type check failed:\n${checked.output}`);
process.exit(tests.code !== 0 ? tests.code : checked.code);
