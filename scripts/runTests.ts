import { spawn } from "node:child_process";

/**
 * `npm test` after its installs: the type check, then the lint (`npm run lint`), beside the one
 * Vitest run (every project, React 18's included). The checks are one process at a time on one core,
 * mostly while the run's global setup builds the embed on the other. Exits non-zero when any fails;
 * the checks' output comes after the run's, whole.
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
const checks = (async () => {
  const typecheck = await timed("npx", ["tsc", "--noEmit"]);
  const lint = await timed("npx", ["eslint", "."]);
  return { typecheck, lint };
})();
const tests = await run("npx", ["vitest", "run", ...process.argv.slice(2)], false);
const { typecheck, lint } = await checks;
console.log(typecheck.code === 0 ? `Type check: no errors (${typecheck.seconds} s, beside the tests)` : `Type check failed:\n${typecheck.output}`);
console.log(lint.code === 0 ? `Lint: no problems (${lint.seconds} s, beside the tests)` : `Lint failed (npm run lint):\n${lint.output}`);
process.exit(tests.code !== 0 ? tests.code : typecheck.code !== 0 ? typecheck.code : lint.code);
