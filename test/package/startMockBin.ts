import { spawn } from "node:child_process";

/** A `docs-assistant-mock` process of an installed app. */
export interface MockBinRun {
  url: string;
  /** The admin key it printed (the demo key, printed in full). */
  adminKey: string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts an installed `docs-assistant-mock` bin with `args` and resolves once it prints where it
 * listens; rejects if it exits first or prints nothing of the kind within `timeoutMs`.
 */
export function startMockBin(bin: string, args: string[], cwd: string, timeoutMs = 30_000): Promise<MockBinRun> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("MOCK_")));
  const child = spawn(bin, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let stdout = "";
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise<MockBinRun>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${bin} ${args.join(" ")}: ${why}\n${stdout}${stderr}`)));
    };
    const timer = setTimeout(() => fail(`no "listening on" line after ${timeoutMs} ms`), timeoutMs);
    child.once("error", (error) => fail(error.message));
    const onExit = (code: number | null) => fail(`exited with ${code} before listening`);
    child.once("exit", onExit);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      const adminKey = /admin key\s+(\S+)/.exec(stdout)?.[1];
      if (!url || !adminKey) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve({ url, adminKey, stop });
    });
  });
}
