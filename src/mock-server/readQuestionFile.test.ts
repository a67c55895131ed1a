import { loadCorpus } from "./loadCorpus";
import { questionFiles, READ_BYTES } from "./questionFiles";
import { readQuestionFile } from "./readQuestionFile";
import { ScopeVocabulary } from "./scopeVocabulary";

/**
 * What of a file the mock reads is bounded whatever the file: its first 256 KiB, its first 1,000
 * lines, lines of at most 200 characters. A 5 MiB file costs what its start costs.
 */
const vocabulary = new ScopeVocabulary(loadCorpus().filter((page) => page.version === "v2" && page.language === "en"));
const ERROR_LINE = "ERROR 401 invalid_key: request rejected";
const textFile = (text: string) => ({ name: "worker.log", mediaType: "text/plain", kind: "text" as const, text });
const filler = (count: number) => Array.from({ length: count }, () => "heartbeat").join("\n");

describe("readQuestionFile: what of a file is read", () => {
  it("a line of the docs' words is found within the first 1,000 lines, not after them", () => {
    expect(readQuestionFile(textFile(`${filler(999)}\n${ERROR_LINE}`), "What is wrong?", vocabulary)?.lines).toEqual([ERROR_LINE]);
    expect(readQuestionFile(textFile(`${filler(1_000)}\n${ERROR_LINE}`), "What is wrong?", vocabulary)?.lines).toEqual([]);
  });

  it("a line over 200 characters is skipped, not cut", () => {
    const long = `${ERROR_LINE} ${"x".repeat(200)}`;
    expect(readQuestionFile(textFile(`${long}\n${ERROR_LINE}`), "What is wrong?", vocabulary)?.lines).toEqual([ERROR_LINE]);
  });

  it("a file's words count as the docs write them, not by a prefix they share (apples is not apply)", () => {
    expect(readQuestionFile(textFile("apples\nbread\n"), "How do I install the CLI?", vocabulary)).toMatchObject({ settings: [], lines: [], searchText: "" });
  });
});

describe("questionFiles: the question's files, decoded as far as they are read", () => {
  it("decodes the first 256 KiB of a text file, whatever its size; an image is not decoded", () => {
    const big = "a".repeat(READ_BYTES + 10);
    const files = questionFiles([
      { role: "user", parts: [], experimental_attachments: [{ url: `data:text/plain;base64,${Buffer.from("earlier").toString("base64")}`, name: "old.txt" }] },
      {
        role: "user",
        parts: [],
        experimental_attachments: [
          { url: `data:text/plain;base64,${Buffer.from(big).toString("base64")}`, name: "big.log", contentType: "text/plain" },
          { url: "data:image/png;base64,iVBORw0KGgo=" },
        ],
      },
    ]);
    expect(files.map(({ name, kind, text }) => ({ name, kind, length: text?.length }))).toEqual([
      { name: "big.log", kind: "text", length: READ_BYTES },
      { name: "attachment 2", kind: "image", length: undefined },
    ]);
  });
});
