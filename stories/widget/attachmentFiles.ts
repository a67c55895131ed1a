import { answerLines } from "../../src/chat/testing/replyLines";
import type { ScriptedReply } from "../../src/chat/testing/scriptedFetch";
import { toStoredConversation, type StoredConversation } from "../../src/chat/storedConversations";

/**
 * Files a docs reader attaches, for the stories and the screenshots: a screenshot of a dashboard with
 * an error banner (a real 160 × 100 PNG), a config file and a log.
 */
const DASHBOARD_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAA60lEQVR42u3asQ2AIBRFUVo3sHc693MQOxMLZ9DGGBsdAhM/cJI7Aad6QOrGVRWXHAFgARZgARZgARZgwAIswAIswMoCPq9bFQcYsAALsAALsAALMGC1AjwNvYKXC/wcu8IGGDBgwAIswAIswAIMGDBgwIAFWID1N7Bqfi6UHx0CLMACLMACDFiABVhlAM/Lpk8CDBgwYMCAAQMG3A6w7GABFmABFmCZSSVOHcCAAQMGDBgwYMBmkgALsAALMGC5i1bkAQYYsAALsAADNpMEWIABC7AAC7AAC7AAAxZgARZgARZgARZgwAKs0L2AmRYLpcZFgQAAAABJRU5ErkJggg==";

/** The bytes of the dashboard screenshot. */
export function dashboardPngBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(DASHBOARD_PNG), (char) => char.charCodeAt(0));
}

export const CONFIG_TEXT = "region: eu-west\nqueues:\n  default:\n    concurrency: 8\n    retries: 0\n    timeout: 5s\n";

/** The screenshot, the config file and the log, as a reader's system hands them over. */
export function readerFiles(): File[] {
  return [
    new File([dashboardPngBytes()], "dashboard.png", { type: "image/png" }),
    new File([CONFIG_TEXT], "nimbus.yaml"),
    new File(["2026-01-02T10:00:03Z ERROR 401 invalid_key: request rejected\n"], "worker.log"),
  ];
}

/** Files the widget refuses, with the config file it takes: an SVG, a program, and a 6 MB log. */
export function refusedFiles(): File[] {
  return [
    new File([CONFIG_TEXT], "nimbus.yaml"),
    new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "diagram.svg", { type: "image/svg+xml" }),
    new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], "installer.exe", { type: "application/x-msdownload" }),
    new File([new Uint8Array(6 * 1024 * 1024).fill(0x61)], "huge.log", { type: "text/plain" }),
  ];
}

export const FILES_QUESTION = "Why are my failed jobs never retried?";

/** The mock service's answer to the question with the config file. */
export const filesReply = (): ScriptedReply => ({
  lines: answerLines(
    [
      "Your file `nimbus.yaml` sets `retries: 0`.",
      "",
      "`retries` is how many times a failed job is tried again before it is marked failed ([Configuration](/guides/configuration)). With `0`, a job that fails once stays failed: set it to `3`, say.",
    ].join("\n"),
    { threadId: "story-files-thread" },
  ),
  delayMs: 20,
});

/** A conversation stored before a reload: its screenshot too large to keep (a stand-in), its config file kept. */
export function storedFilesConversation(): StoredConversation {
  const png = new Uint8Array(400_000);
  png.set(dashboardPngBytes());
  const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
  return toStoredConversation(
    "files-earlier",
    { threadId: "story-files-thread" },
    [
      {
        id: "files-question",
        role: "user",
        content: FILES_QUESTION,
        parts: [{ type: "text", text: FILES_QUESTION }],
        experimental_attachments: [
          { name: "dashboard.png", contentType: "image/png", url: `data:image/png;base64,${base64(png)}` },
          { name: "nimbus.yaml", contentType: "application/yaml", url: `data:application/yaml;base64,${btoa(CONFIG_TEXT)}` },
        ],
      },
      { id: "files-answer", role: "assistant", content: "Your file sets `retries: 0`.", parts: [{ type: "text", text: "Your file `nimbus.yaml` sets `retries: 0`: a failed job is never tried again." }] },
    ],
    Date.UTC(2026, 10, 20, 14, 5),
  )!;
}
