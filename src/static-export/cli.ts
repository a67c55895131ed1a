#!/usr/bin/env node
/**
 * `docs-assistant-export`: ADMIN_API_KEY=svc_… docs-assistant-export --base-url URL --domain DOMAIN
 * --out FILE [--chart-values FILE] [--export-version V] [--poll-interval SECONDS] [--timeout SECONDS]
 * [--stall-timeout SECONDS] [--download-timeout SECONDS] [--max-unpacked-bytes BYTES] [--json]
 */
import { printable } from "./printable";
import { redactor } from "./redactingOutput";
import { runExportCli } from "./runExportCli";

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}

runExportCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: controller.signal,
}).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${printable(redactor(process.env.ADMIN_API_KEY)(message))}\n`);
    process.exitCode = 1;
  },
);
