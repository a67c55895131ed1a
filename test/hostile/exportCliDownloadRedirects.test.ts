import type { ServerResponse } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../src/static-export";
import { readArchive } from "../static-export/cliFixture";
import { exportInProcess } from "../static-export/exportInProcess";
import { makeArchive, startFakeService, type FakeService } from "../static-export/fakeExportService";

/**
 * The bundle link must be https (or http to the loopback), and so must every place its download
 * is redirected to: storage answering 302 to plain http elsewhere would otherwise hand the bundle
 * over a connection anyone on the way can read or replace.
 */
let dir: string;
let elsewhere: FakeService | undefined;
let archive: Buffer;
beforeAll(async () => {
  archive = await makeArchive({ "index.html": "<h1>Docs</h1>" });
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "export-redirects-"));
});
afterEach(async () => {
  await elsewhere?.close();
  elsewhere = undefined;
  await rm(dir, { recursive: true, force: true });
});

const redirect = (location: string) => (res: ServerResponse) => {
  res.writeHead(302, { Location: location });
  res.end();
};

describe("docs-assistant-export: every redirect of the bundle download is checked", () => {
  it("a 302 to plain http on another host: exit 9, that host never asked", async () => {
    elsewhere = await startFakeService((_request, res) => void res.end(archive));
    const port = new URL(elsewhere.url).port;
    // 0.0.0.0 reaches this machine's listeners (Linux, macOS) without being a loopback name: it
    // stands for another host, reached over plain http.
    const run = await exportInProcess(archive, dir, [], { download: redirect(`http://0.0.0.0:${port}/bundle.tar.gz?X-Amz-Signature=s`) });
    expect(run.code).toBe(EXIT_CODES.service);
    expect(run.stderr).toMatch(/^error: the bundle download was redirected to a URL that is plain http to another host \(https is required\)$/m);
    expect(run.stderr).not.toContain("X-Amz-Signature");
    expect(elsewhere.requests).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it("a redirect to ftp: exit 9", async () => {
    const run = await exportInProcess(archive, dir, [], { download: redirect("ftp://storage.example/bundle.tar.gz") });
    expect(run.code).toBe(EXIT_CODES.service);
    expect(run.stderr).toMatch(/redirected to a URL that is not https \(ftp:\)/);
  });

  it("redirects that stay within the rule are followed: a relative one, then http to the loopback", async () => {
    elsewhere = await startFakeService((_request, res) => void res.end(archive));
    const hops = (res: ServerResponse, n: number) =>
      n === 1 ? redirect("/storage/moved.tar.gz")(res) : redirect(`${elsewhere!.url}/bundle.tar.gz`)(res);
    const run = await exportInProcess(archive, dir, [], { download: hops });
    expect(run.code).toBe(EXIT_CODES.ok);
    expect(elsewhere.requests.map((request) => request.path)).toEqual(["/bundle.tar.gz"]);
    expect(await readArchive(run.out)).toEqual(await readArchive(archive));
  });

  it("a redirect loop ends after 5 hops: exit 9", async () => {
    const run = await exportInProcess(archive, dir, [], { download: redirect("/storage/again.tar.gz") });
    expect(run.code).toBe(EXIT_CODES.service);
    expect(run.stderr).toMatch(/^error: the bundle download was redirected more than 5 times in a row$/m);
  });
});
