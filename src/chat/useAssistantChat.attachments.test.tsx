import { act, renderHook, waitFor } from "@testing-library/react";
import { readAttachmentStandIn, validateAssistantRequest, validateMessageAttachments, type HeldAttachment } from "../protocol";
import { validateAssistantRequestV2 } from "../protocol/requestBodyV2";
import { answerLines } from "./testing/replyLines";
import { createScriptedFetch, type ScriptedFetch } from "./testing/scriptedFetch";
import { useAssistantChat, type AssistantChatOptions } from "./useAssistantChat";
import { answerEventsV2, V2_HEADERS } from "./v2/testing/answerEventsV2";

const KEY = "svc_dsc_demo_public";
let domainCount = 0;

function setup(fetch: ScriptedFetch, options: Partial<AssistantChatOptions> = {}) {
  const domain = `files-${++domainCount}`;
  const hook = renderHook((props: Partial<AssistantChatOptions>) =>
    useAssistantChat({ domain, apiKey: KEY, baseUrl: "https://svc.example", fetch, throttleMs: 0, attachments: true, ...options, ...props }),
  );
  return { ...hook, domain };
}

/** A held file of `bytes` bytes (text of `fill`, or a PNG's start and padding). */
function held(name: string, bytes: number, mediaType = "text/plain"): HeldAttachment {
  const data = mediaType === "image/png" ? Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, bytes - 8))]) : Buffer.alloc(bytes, "a");
  return { name, mediaType, kind: mediaType.startsWith("image/") ? "image" : "text", size: bytes, url: `data:${mediaType};base64,${data.toString("base64")}` };
}

type Body = { messages: Array<Record<string, unknown> & { experimental_attachments?: Array<{ url: string; name?: string; contentType?: string }> }> };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("files with a question", () => {
  test("go as the question's experimental_attachments (data URL, name, contentType), once; the pending list empties", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Your file sets retries.") }]);
    const { result } = setup(fetch);
    const yaml = held("nimbus.yaml", 40, "application/yaml");
    const png = held("dashboard.png", 300, "image/png");
    act(() => result.current.updateAttachments((files) => [...files, yaml, png]));
    expect(result.current.pendingAttachments).toEqual([yaml, png]);
    act(() => void result.current.send("Why do my jobs fail?"));
    await waitFor(() => expect(result.current.messages.at(-1)?.role).toBe("assistant"));
    const body = fetch.requests[0]!.body as Body;
    const result1 = validateAssistantRequest(body);
    expect(result1.ok ? "valid" : result1.error.message).toBe("valid");
    expect(validateMessageAttachments(body.messages, "v1")).toEqual([]);
    expect(body.messages.at(-1)!.experimental_attachments).toEqual([
      { url: yaml.url, name: "nimbus.yaml", contentType: "application/yaml" },
      { url: png.url, name: "dashboard.png", contentType: "image/png" },
    ]);
    expect(result.current.pendingAttachments).toEqual([]);
    expect(result.current.messages[0]!.experimental_attachments).toHaveLength(2);
  });

  test("a question without files carries none", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Fine.") }]);
    const { result } = setup(fetch);
    act(() => void result.current.send("Plain question"));
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect((fetch.requests[0]!.body as Body).messages[0]).not.toHaveProperty("experimental_attachments");
  });

  test("later questions send an earlier large file as its stand-in, not again whole, and keep the turn", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("First.") }, { lines: answerLines("Second.") }]);
    const { result } = setup(fetch);
    act(() => result.current.updateAttachments(() => [held("shot.png", 400_000, "image/png")]));
    act(() => void result.current.send("What is this?"));
    await waitFor(() => expect(result.current.messages.at(-1)?.role).toBe("assistant"));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => void result.current.send("And how do I fix it?"));
    await waitFor(() => expect(fetch.requests).toHaveLength(2));
    const second = fetch.requests[1]!.body as Body;
    expect(second.messages.map((message) => message.content)).toEqual(["What is this?", "First.", "And how do I fix it?"]);
    expect(readAttachmentStandIn(second.messages[0]!.experimental_attachments![0]!)).toEqual({ name: "shot.png", mediaType: "image/png", size: 400_000 });
    expect(validateMessageAttachments(second.messages, "v1")).toEqual([]);
  });

  test("a request over maxRequestBytes is not sent; the question and its files stay for the reader to lighten", async () => {
    const fetch = createScriptedFetch([{ lines: answerLines("Sent.") }]);
    const { result } = setup(fetch, { attachments: { maxRequestBytes: 512_000 } });
    const big = held("big.log", 400_000);
    const small = held("small.log", 1_000);
    act(() => result.current.updateAttachments(() => [small, big]));
    expect(result.current.attachmentToRemove("Why?")).toBe("big.log");
    let sent = true;
    act(() => void (sent = result.current.send("Why?")));
    await act(async () => undefined);
    expect(sent).toBe(false);
    expect(fetch.requests).toHaveLength(0);
    expect(result.current.pendingAttachments).toEqual([small, big]);
    act(() => result.current.updateAttachments((files) => files.filter((file) => file !== big)));
    expect(result.current.attachmentToRemove("Why?")).toBeUndefined();
    act(() => void (sent = result.current.send("Why?")));
    expect(sent).toBe(true);
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
  });

  test("the option is one value while it means the same, whatever object a site passes", () => {
    const { result, rerender } = setup(createScriptedFetch([{}]), { attachments: { maxFiles: 3 } });
    const first = result.current.attachments;
    expect(first).toEqual({ maxFiles: 3 });
    rerender({ attachments: { maxFiles: 3 } });
    expect(result.current.attachments).toBe(first);
    rerender({ attachments: true });
    expect(result.current.attachments).toEqual({});
    rerender({ attachments: false });
    expect(result.current.attachments).toBeUndefined();
  });

  test("on v2, the same files go as file parts after the question's text", async () => {
    const fetch = createScriptedFetch([{ lines: answerEventsV2("Seen."), headers: V2_HEADERS }]);
    const { result, domain } = setup(fetch, { apiVersion: "v2" });
    const yaml = held("nimbus.yaml", 40, "application/yaml");
    act(() => result.current.updateAttachments(() => [yaml]));
    act(() => void result.current.send("Why?"));
    await waitFor(() => expect(result.current.messages.at(-1)?.role).toBe("assistant"));
    expect(fetch.requests[0]!.url).toBe(`https://svc.example/discovery/v2/assistant/${domain}/message`);
    const body = fetch.requests[0]!.body as { messages: Array<{ parts: unknown[] }> };
    const valid = validateAssistantRequestV2(body);
    expect(valid.ok ? "valid" : valid.error.message).toBe("valid");
    expect(body.messages[0]!.parts).toEqual([
      { type: "text", text: "Why?" },
      { type: "file", mediaType: "application/yaml", url: yaml.url, filename: "nimbus.yaml" },
    ]);
    expect(validateMessageAttachments(body.messages, "v2")).toEqual([]);
  });
});
