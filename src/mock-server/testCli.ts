import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * Helpers for tests that run `docs-assistant-mock` as a process, the way `npm run mock` does (no
 * vitest import, so any test folder can use them).
 */

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

/** A running `docs-assistant-mock` process. */
export interface MockCliRun {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the URL of its "listening on" line; rejects if it exits first or after `timeoutMs`. */
  listening(timeoutMs?: number): Promise<string>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the CLI from source with `args` and `env`. `MOCK_*` variables of the test run itself are
 * left out, so only what a test passes configures the server.
 */
export function startMockCli(args: string[], env: Record<string, string> = {}): MockCliRun {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("MOCK_")));
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], { env: { ...inherited, ...env }, cwd: process.cwd() });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = (timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = /listening on (http:\/\/\S+)/.exec(stdout);
        if (!match) return;
        done();
        resolve(match[1]!);
      };
      const timer = setTimeout(() => fail(`no "listening" line after ${timeoutMs} ms`), timeoutMs);
      const onExit = (code: number | null) => fail(`exited with ${code} before listening`);
      const done = () => {
        clearTimeout(timer);
        child.stdout.off("data", check);
        child.off("exit", onExit);
      };
      const fail = (why: string) => {
        done();
        reject(new Error(`docs-assistant-mock ${args.join(" ")}: ${why}\n${stderr}`));
      };
      child.stdout.on("data", check);
      child.once("exit", onExit);
      check();
      if (child.exitCode !== null) onExit(child.exitCode);
    });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { child, exited, stdout: () => stdout, stderr: () => stderr, listening, stop };
}

/**
 * Sends `text` on a raw connection and never more (a client that stalls), then resolves with what
 * the server answers by the time it closes the connection, or rejects after `timeoutMs`.
 */
export function stalledRequest(url: string, text: string, timeoutMs: number): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
