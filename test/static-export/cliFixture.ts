import { createReadStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { expect } from "vitest";
import { createMockServer, type MockServer, type MockServerOptions } from "../../src/mock-server";
import { spawnExportCli, type CliRun, type SpawnedCli } from "./runCli";

/** A mock service (recording its request log), a scratch folder, and the CLI pointed at both. */
export interface CliFixture {
  mock: MockServer;
  dir: string;
  out: string;
  /** The mock's request log lines (`POST /v1/static-export/jobs 202 3ms`). */
  requests: string[];
  /** Runs the CLI with `--base-url`, `--domain demo`, `--out` and a fast poll, plus `args`. */
  run(args?: string[], adminKey?: string | null): Promise<CliRun>;
  /** Starts the same command without waiting for it (to signal it mid-run). */
  spawn(args?: string[]): SpawnedCli;
  /** Every run's output, for the "key never printed" check. */
  outputs: string[];
  close(): Promise<void>;
}

export async function startCliFixture(options: MockServerOptions = {}): Promise<CliFixture> {
  const requests: string[] = [];
  const mock = await createMockServer({ port: 0, exportStepMs: 5, ...options, log: (line) => requests.push(line) });
  const dir = await mkdtemp(join(tmpdir(), "export-cli-"));
  const out = join(dir, "site.tar.gz");
  const outputs: string[] = [];
  const baseArgs = () => ["--base-url", mock.url, "--domain", "demo", "--out", out, "--poll-interval", "0.02"];
  return {
    mock,
    dir,
    out,
    requests,
    outputs,
    async run(args = [], adminKey = mock.adminKey) {
      const result = await spawnExportCli([...baseArgs(), ...args], adminKey ?? undefined).result;
      outputs.push(result.stdout, result.stderr);
      expect(result.stdout + result.stderr).not.toContain(mock.adminKey);
      return result;
    },
    spawn(args = []) {
      const cli = spawnExportCli([...baseArgs(), ...args], mock.adminKey);
      void cli.result.then((result) => outputs.push(result.stdout, result.stderr));
      return cli;
    },
    async close() {
      await mock.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The archive's files and their text, read by streaming it (a file, or bytes) through gunzip and
 * tar-stream: two archives with the same files compare equal however their headers were written.
 */
export async function readArchive(file: string | Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const extract = tar.extract();
  const read = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === "file") files.set(entry.header.name, Buffer.concat(chunks).toString("utf8"));
    }
  })();
  const source = typeof file === "string" ? createReadStream(file) : Readable.from([file]);
  await Promise.all([pipeline(source, createGunzip(), extract), read]);
  return files;
}

/** Asserts the scratch folder is empty: nothing at `--out`, no temp file, no half chart values. */
export async function expectNothingLeft(fixture: CliFixture): Promise<void> {
  expect(await readdir(fixture.dir)).toEqual([]);
}
