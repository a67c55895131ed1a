import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { canonicalTarHeader, END_OF_TAR } from "../../src/static-export/canonicalTarHeader";

const run = promisify(execFile);

/** The first member Python's tarfile reads from `header` (streamed: the body is not needed). */
async function pythonReads(header: Buffer): Promise<{ name: string; size: number; mode: number; uid: number; pax: string[] }> {
  const script = [
    "import io, json, sys, tarfile",
    "member = tarfile.open(fileobj=io.BytesIO(sys.stdin.buffer.read()), mode='r|').next()",
    "print(json.dumps({'name': member.name, 'size': member.size, 'mode': member.mode, 'uid': member.uid, 'pax': sorted(member.pax_headers)}))",
  ].join("\n");
  const child = run("python3", ["-c", script]);
  child.child.stdin?.end(Buffer.concat([header, END_OF_TAR]));
  return JSON.parse((await child).stdout) as Awaited<ReturnType<typeof pythonReads>>;
}

describe("canonicalTarHeader", () => {
  it("writes a size past 8 GiB, which no octal field holds, as a pax size", async () => {
    const header = canonicalTarHeader({ name: "video/tour.mp4", type: "file", size: 2 ** 33 + 5, mtime: 1_700_000_000 });
    expect(await pythonReads(header)).toEqual({ name: "video/tour.mp4", size: 2 ** 33 + 5, mode: 0o644, uid: 0, pax: ["size"] });
  });

  it("writes a name of non-ASCII characters as UTF-8 bytes in the ustar field", async () => {
    const header = canonicalTarHeader({ name: "guides/café au lait", type: "directory", size: 0, mtime: 0 });
    expect(await pythonReads(header)).toEqual({ name: "guides/café au lait", size: 0, mode: 0o755, uid: 0, pax: [] });
  });
});
