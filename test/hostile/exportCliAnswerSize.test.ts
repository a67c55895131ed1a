import type { ServerResponse } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { MAX_ANSWER_BYTES } from "../../src/static-export/StaticExportClient";
import { job, makeArchive } from "../static-export/fakeExportService";
import { exportInProcess } from "../static-export/exportInProcess";

/**
 * Answers of the export API are read up to a cap: a service (or whatever answers at its address)
 * sending a huge body costs the CLI no more than the cap in memory. 400 MB took 1.3 GB before.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-answer-size-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A valid job answer padded to `bytes`, sent in 64 KiB chunks with no Content-Length; `sent()` counts what went out. */
function hugeJob(bytes: number): { answer: (res: ServerResponse) => void; sent: () => number } {
  const head = JSON.stringify(job("completed", { progress: 100 })).replace(/}$/, ',"padding":"');
  const padding = Buffer.alloc(64 * 1024, "x");
  let sent = 0;
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write(head);
    const next = () => {
      if (res.destroyed) return;
      if (sent >= bytes) return void res.end('"}');
      sent += padding.length;
      if (res.write(padding)) setImmediate(next);
      else res.once("drain", next);
    };
    next();
  };
  return { answer, sent: () => sent };
}

describe("docs-assistant-export: an answer larger than the cap is refused as it arrives", () => {
  it("a job answer of 64 MiB: exit 9 at the 1 MiB cap, the rest never sent", async () => {
    const huge = hugeJob(64 * 1024 * 1024);
    const run = await exportInProcess(await makeArchive({ "index.html": "x" }), dir, [], { polls: [huge.answer] });
    expect(run.code).toBe(EXIT_CODES.service);
    expect(run.stderr).toMatch(
      `error: GET /v1/static-export/jobs/se_test1 answered more than ${MAX_ANSWER_BYTES} bytes, far more than any answer of the export API`,
    );
    // The connection was closed at the cap: what socket buffers took beyond it was sent, not the 64 MiB.
    expect(huge.sent()).toBeLessThan(16 * 1024 * 1024);
    expect(await readdir(dir)).toEqual([]);
  });
});
