import fc from "fast-check";
import { STATIC_EXPORT_JOBS_PATH, staticExportBundlePath } from "../../src/protocol";
import { createMockServer, type MockServer } from "../../src/mock-server";
import { adminRequest } from "../../src/mock-server/testClient";
import { rawExchange } from "./rawHttp";
import { expectWellFormedReply } from "./replyChecks";

/**
 * Presigned bundle links under attack: a link is only good exactly as it was handed out. Any change
 * to its signature, expiry or job is refused, and no path reaches a file outside the bundles.
 */
let server: MockServer;
let link: URL;
beforeAll(async () => {
  server = await createMockServer({ port: 0, exportStepMs: 0 });
  const job = await adminRequest(server, "POST", STATIC_EXPORT_JOBS_PATH, { domain: "demo" });
  const bundle = await adminRequest(server, "POST", staticExportBundlePath(job.body.jobId as string));
  link = new URL(bundle.body.bundleUrl as string);
});
afterAll(() => server.close());

async function get(target: string) {
  const reply = await rawExchange(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  expectWellFormedReply(reply, "GET");
  return reply;
}

/** One character of `text` replaced by another of `alphabet`, never by itself. */
const mutated = (text: string, alphabet: string) =>
  fc.tuple(fc.nat({ max: text.length - 1 }), fc.constantFrom(...alphabet)).filter(([index, character]) => text[index] !== character).map(([index, character]) => `${text.slice(0, index)}${character}${text.slice(index + 1)}`);

describe("mock service under attack: signature tampering on bundle links", () => {
  it("the link as handed out downloads the archive", async () => {
    const reply = await get(`${link.pathname}${link.search}`);
    expect(reply.status).toBe(200);
    expect(reply.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it("any one-character change to the signature, the expiry or the job id gets 403 (or 404 for a name that is not a bundle)", async () => {
    const signature = link.searchParams.get("signature")!;
    const expires = link.searchParams.get("expires")!;
    const jobFile = link.pathname.split("/").at(-1)!;
    const withQuery = (file: string, values: { signature?: string; expires?: string }) =>
      `/v1/static-export/bundles/${file}?${new URLSearchParams({ expires: values.expires ?? expires, signature: values.signature ?? signature })}`;
    const tampered = fc.oneof(
      mutated(signature, "0123456789abcdefABCDEF%g").map((value) => withQuery(jobFile, { signature: value })),
      mutated(expires, "0123456789-+e.").map((value) => withQuery(jobFile, { expires: value })),
      mutated(jobFile.replace(".tar.gz", ""), "0123456789ABCDEFGHJKMNPQRSTVWXYZ").map((value) => withQuery(`${value}.tar.gz`, {})),
    );
    await fc.assert(
      fc.asyncProperty(tampered, async (target) => {
        const reply = await get(target);
        expect([403, 404], target).toContain(reply.status);
      }),
      { numRuns: 150 },
    );
  });

  it("a signature that is missing, doubled, truncated, upper-cased or given for another expiry gets 403", async () => {
    const signature = link.searchParams.get("signature")!;
    const expires = link.searchParams.get("expires")!;
    const base = link.pathname;
    for (const query of [
      `expires=${expires}`,
      `signature=${signature}`,
      `expires=${expires}&signature=${signature.slice(0, 63)}`,
      `expires=${expires}&signature=${signature.toUpperCase()}`,
      `expires=${expires}&signature=${signature}${signature}`,
      `expires=${Number(expires) + 1}&signature=${signature}`,
      `expires=${expires}.0&signature=${signature}`,
      `expires=${expires}&signature=&signature=${signature}`,
      `expires=99999999999999&signature=${signature}`,
    ]) {
      expect((await get(`${base}?${query}`)).status, query).toBe(403);
    }
  });
});

describe("mock service under attack: path traversal on bundle links", () => {
  it.each([
    "../../package.json",
    "..%2F..%2Fpackage.json",
    "..%252F..%252Fpackage.json",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "%2E%2E/%2E%2E/package.json",
    "..%5C..%5Cpackage.json",
    "..\\..\\package.json",
    "....//....//package.json",
    "%c0%ae%c0%ae/package.json",
    "se_x.tar.gz%00.json",
    "%2fetc%2fpasswd",
    "/etc/passwd",
    "~/.ssh/id_rsa",
  ])("%s: refused (400/404), never a file", async (name) => {
    const reply = await get(`/v1/static-export/bundles/${name}${link.search}`);
    expect([400, 403, 404]).toContain(reply.status);
    const text = reply.body.toString("utf8");
    expect(text).not.toContain("docs-assistant-widget");
    expect(text).not.toContain("root:");
  });
});
