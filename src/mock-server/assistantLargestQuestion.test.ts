import { ATTACHMENT_MAX_FILE_BYTES, ATTACHMENT_MAX_FILES, largestAttachmentsBytes } from "../protocol";
import { API_VERSIONS } from "../protocol/uiMessageStreamV2";
import { MOCK_DEFAULTS } from "./config";
import { createMockServer, type MockServer } from "./index";
import { askAs, markdownBlocks } from "./testAnswers";
import { filesBody, PNG_BYTES, type TestFile } from "./testAttachments";

/**
 * The default body limit fits the most one question may carry (ten files of 5 MiB as base64 data
 * URLs, about 67 MiB) with room for the history besides.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const MiB = 1024 * 1024;

/** A PNG of exactly the largest size accepted: the signature, then zeros. */
function largestPng(index: number): TestFile {
  const bytes = new Uint8Array(ATTACHMENT_MAX_FILE_BYTES);
  bytes.set(PNG_BYTES);
  return { name: `screen-${index}.png`, type: "image/png", data: bytes };
}

it("the default limit is the largest question with 32 MiB or more of history besides", () => {
  expect(largestAttachmentsBytes()).toBeGreaterThan(66 * MiB);
  expect(MOCK_DEFAULTS.maxBodyBytes - largestAttachmentsBytes()).toBeGreaterThanOrEqual(32 * MiB);
});

describe.each(API_VERSIONS)("the largest question on %s", (version) => {
  it("ten files of 5 MiB each are read and answered under the default limit", { timeout: 60_000 }, async () => {
    const question = "How do I install the CLI?";
    const files = Array.from({ length: ATTACHMENT_MAX_FILES }, (_, index) => largestPng(index));
    const body = filesBody(version, question, files);
    expect(JSON.stringify(body).length).toBeGreaterThan(largestAttachmentsBytes());
    const answer = await askAs(server, version, question, body);
    const [first] = markdownBlocks(answer.text);
    for (const file of files) expect(first).toContain(`\`${file.name}\` (a PNG image)`);
    expect(answer.sources[0]?.title).toBe("Installation");
  });
});
