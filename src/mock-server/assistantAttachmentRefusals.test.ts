import { ATTACHMENT_MAX_FILE_BYTES, ATTACHMENT_MAX_FILES, assistantMessagePath } from "../protocol";
import { API_VERSIONS, assistantMessagePathV2, type ApiVersion } from "../protocol/uiMessageStreamV2";
import { MOCK_SCENARIOS } from "./config";
import { createMockServer, type MockServer } from "./index";
import { postMessage } from "./testClient";
import { assistantMessage, filesBody, messageWithFiles, PNG_BYTES, type TestFile } from "./testAttachments";

/**
 * Files the service must refuse, on both versions: a 400 whose JSON names the attachment's field
 * exactly (v1 `messages[i].experimental_attachments[j].<field>`, v2 `messages[i].parts[k].<field>`),
 * in the question and in earlier messages of the history alike.
 */
let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, chunkDelayMs: 0 });
});
afterAll(() => server.close());

const NOTES: TestFile = { name: "notes.txt", type: "text/plain", data: "retries: 0\n" };
const ACCEPTED = "images (PNG, JPEG, WebP, GIF) and text files only";

/** The path of the `index`th file of message `message` and its `field` (v1's name), as `version` names it. */
function fieldOf(version: ApiVersion, message: number, index: number, field?: "url" | "name" | "contentType"): string {
  const v2Names = { url: "url", name: "filename", contentType: "mediaType" } as const;
  const item = version === "v1" ? `messages[${message}].experimental_attachments[${index}]` : `messages[${message}].parts[${index + 1}]`;
  if (field === undefined) return version === "v1" ? `messages[${message}].experimental_attachments` : `messages[${message}].parts`;
  return `${item}.${version === "v1" ? field : v2Names[field]}`;
}

async function refusal(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: response.status, body: (await response.json()) as { error: string; field?: string } };
}

describe.each(API_VERSIONS)("attachments refused on %s", (version) => {
  /** A history of a question with NOTES and its answer, then the question asked with `files`. */
  const ask = (files: TestFile[], earlier: TestFile[] = [NOTES]) =>
    postMessage(server, filesBody(version, "Is this config right?", files, {}, [messageWithFiles(version, "What is this?", earlier), assistantMessage(version, "A config.")]), { apiVersion: version });

  it.each<[string, TestFile, "url" | "name" | "contentType", string]>([
    ["an SVG image", { name: "logo.svg", type: "image/svg+xml", data: "<svg onload='alert(1)'/>" }, "contentType", `image/svg+xml is not accepted (an SVG image can carry script): ${ACCEPTED}`],
    ["an executable", { name: "setup.exe", type: "application/x-msdownload", data: "MZ\x90\x00\x03\x00" }, "contentType", `application/x-msdownload is not accepted: ${ACCEPTED}`],
    ["a program named as one, sent as text", { name: "setup.exe", type: "text/plain", data: "echo hi" }, "name", `.exe files are not accepted: ${ACCEPTED}`],
    ["a javascript: URL", { name: "shot.png", type: "image/png", data: "", url: "javascript:alert(1)" }, "url", "must be a data URL (data:<type>;base64,…), not a javascript: URL"],
    ["an http: URL", { name: "shot.png", type: "image/png", data: "", url: "http://example.com/shot.png" }, "url", "must be a data URL (data:<type>;base64,…), not a http: URL"],
    ["a data URL whose type disagrees", { name: "shot.png", type: "image/png", data: "", url: `data:image/svg+xml;base64,${btoa("<svg/>")}` }, "contentType", "image/png disagrees with the data URL's type image/svg+xml"],
    ["a PNG whose bytes are no PNG", { name: "shot.png", type: "image/png", data: "<svg/>" }, "url", "the content is not a PNG image"],
    ["a malformed data URL", { name: "notes.txt", type: "text/plain", data: "", url: "data:text/plain;base64,aGk*" }, "url", "not a valid data URL: the data is not valid base64"],
    ["a data URL without its comma", { name: "notes.txt", type: "text/plain", data: "", url: "data:text/plain;base64" }, "url", "not a valid data URL: no comma before the data"],
    [
      "a file over 5 MiB decoded",
      { name: "big.log", type: "text/plain", data: "a".repeat(ATTACHMENT_MAX_FILE_BYTES + 1) },
      "url",
      `at most 5 MiB (5242880 bytes) decoded; this one is 5.0 MiB (${ATTACHMENT_MAX_FILE_BYTES + 1} bytes)`,
    ],
  ])("%s: 400 naming its field, in the question and in the history", async (_name, file, field, rule) => {
    const inQuestion = await refusal(await ask([NOTES, file]));
    expect(inQuestion).toEqual({ status: 400, body: { error: `${fieldOf(version, 2, 1, field)}: ${rule}`, field: fieldOf(version, 2, 1, field) } });
    const inHistory = await refusal(await ask([NOTES], [file]));
    expect(inHistory).toEqual({ status: 400, body: { error: `${fieldOf(version, 0, 0, field)}: ${rule}`, field: fieldOf(version, 0, 0, field) } });
  });

  it("exactly 5 MiB decoded and ten files are answered; eleven files are a 400 naming the list", async () => {
    const limit: TestFile = { name: "big.log", type: "text/plain", data: "a".repeat(ATTACHMENT_MAX_FILE_BYTES) };
    expect((await ask([limit])).status).toBe(200);
    const ten = Array.from({ length: ATTACHMENT_MAX_FILES }, (): TestFile => ({ ...NOTES }));
    expect((await ask(ten)).status).toBe(200);
    const rule = version === "v1" ? "at most 10 items" : "at most 10 file parts";
    expect(await refusal(await ask([...ten, { name: "shot.png", type: "image/png", data: PNG_BYTES }]))).toEqual({
      status: 400,
      body: { error: `${fieldOf(version, 2, 0)}: ${rule}`, field: fieldOf(version, 2, 0) },
    });
  });
});

describe.each(API_VERSIONS)("?scenario=attachments-refused on %s: a service that takes no attachments", (version) => {
  /** Posts `body` with the scenario in the URL, as the demo does. */
  const post = (body: unknown) =>
    fetch(`${server.url}${(version === "v1" ? assistantMessagePath : assistantMessagePathV2)(server.domain)}?scenario=${MOCK_SCENARIOS.attachmentsRefused}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.assistantKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const screenshot: TestFile = { name: "shot.png", type: "image/png", data: PNG_BYTES };

  it("a question with a file, valid as it is: 415 naming the first file", async () => {
    const field = version === "v1" ? "messages[0].experimental_attachments[0]" : "messages[0].parts[1]";
    expect(await refusal(await post(filesBody(version, "What is on this screen?", [screenshot, NOTES])))).toEqual({
      status: 415,
      body: { error: `${field}: this assistant does not accept attachments (mock scenario attachments-refused)`, field },
    });
  });

  it("a file only in the history is refused too; a conversation without files is answered", async () => {
    const history = [messageWithFiles(version, "What is on this screen?", [screenshot]), assistantMessage(version, "A dashboard.")];
    const field = version === "v1" ? "messages[0].experimental_attachments[0]" : "messages[0].parts[1]";
    expect((await refusal(await post(filesBody(version, "How do I install the CLI?", [], {}, history)))).body.field).toBe(field);
    const plain = await post(filesBody(version, "How do I install the CLI?", [], {}, [assistantMessage(version, "Hello.")]));
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain("Install the CLI");
  });

  it("a file that breaks a rule is still refused as an attachment, not read", async () => {
    const svg: TestFile = { name: "logo.svg", type: "image/svg+xml", data: "<svg/>" };
    expect((await refusal(await post(filesBody(version, "What is this?", [svg])))).status).toBe(415);
  });
});
