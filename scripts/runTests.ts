import { spawn } from "node:child_process";

/**
 * `npm test` after its installs and the lint (`npm run lint`, run before it by the test script): the
 * type check beside the one Vitest run (every project, React 18's included). The check is one process
 * on one core, mostly while the run's global setup builds the embed on the other. Exits non-zero when
 * either fails; the check's output comes after the run's, whole.
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

const timed = async (command: string, args: string[]) => {
  const from = Date.now();
  const result = await run(command, args, true);
  return { ...result, seconds: Math.round((Date.now() - from) / 1000) };
};
const checks = timed("npx", ["tsc", "--noEmit"]).then((typecheck) => ({ typecheck }));
const tests = await run("npx", ["vitest", "run", ...process.argv.slice(2)], false);
const { typecheck } = await checks;
console.log(typecheck.code === 0 ? `Type check: no errors (${typecheck.seconds} s, beside the tests)` : `Type check failed:\n${typecheck.output}`);
process.exit(tests.code !== 0 ? tests.code : typecheck.code);
