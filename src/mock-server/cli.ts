#!/usr/bin/env node
import { redactApiKey, STATIC_EXPORT_JOBS_PATH, assistantMessagePath } from "../protocol";
import { assistantMessagePathV2 } from "../protocol/uiMessageStreamV2";
import { buildCli, describeOption, readCliOptions } from "./cliOptions";
import { MOCK_DEFAULTS } from "./config";
import { createMockServer } from "./createMockServer";
import { MockConfigError } from "./resolveMockConfig";

/**
 * `docs-assistant-mock`: starts the mock service, prints where it listens and
 * the keys to use, and stops cleanly on SIGINT / SIGTERM.
 */
async function main(): Promise<void> {
  const program = buildCli().parse();
  const { quiet, ...options } = readCliOptions(program);
  const silent = quiet === true || process.env.MOCK_QUIET === "1";
  let server;
  try {
    server = await createMockServer({ ...options, ...(silent ? {} : { log: (line: string) => console.log(line) }) });
  } catch (error) {
    if (error instanceof MockConfigError) program.error(`error: ${describeOption(error.option)}: ${error.message.replace(/^\w+: /, "")}`, { exitCode: 2 });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES") {
      program.error(`error: cannot listen on ${options.host}:${options.port} (${code}); choose another with --port or MOCK_PORT`, { exitCode: 1 });
    }
    throw error;
  }
  // The demo keys are printed in full; keys someone configured are secrets and are shown redacted.
  const show = (key: string, demo: string) => (key === demo ? key : redactApiKey(key));
  console.log(
    [
      `docs-assistant-mock listening on ${server.url}`,
      `  domain         ${server.domain}`,
      `  assistant key  ${show(server.assistantKey, MOCK_DEFAULTS.assistantKey)}   (public: give it to the widget)`,
      `  admin key      ${show(server.adminKey, MOCK_DEFAULTS.adminKey)}   (server-side secret: static export)`,
      `  assistant      POST ${server.url}${assistantMessagePath(server.domain)}   (AI SDK v4 data stream)`,
      `  assistant v2   POST ${server.url}${assistantMessagePathV2(server.domain)}   (AI SDK v5 UI message stream)`,
      `  static export  POST ${server.url}${STATIC_EXPORT_JOBS_PATH}`,
      "Press Ctrl+C to stop.",
    ].join("\n"),
  );
  // On stderr and whatever --quiet says: it is about who else can use this server.
  for (const warning of server.warnings) console.error(`warning: ${warning}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`docs-assistant-mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
