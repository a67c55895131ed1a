import { gunzipSync } from "node:zlib";
import { extract } from "tar-stream";
import { callChatApi, type JSONValue, type UIMessage } from "@ai-sdk/ui-utils";
import { assistantMessagePath, parseStreamBody, type AssistantRequestInput, type StreamPart } from "../protocol";
import { assistantMessagePathV2, type ApiVersion } from "../protocol/uiMessageStreamV2";
import type { MockServer } from "./createMockServer";

/**
 * Helpers for tests that talk to a real mock server over HTTP (no vitest import, so any test
 * folder can use them).
 */

let counter = 0;

/** A user message as useChat v4 sends it. */
export function userMessage(text: string): AssistantRequestInput["messages"][number] {
  counter += 1;
  return { id: `user-${counter}`, role: "user", content: text, parts: [{ type: "text", text }] };
}

/** A valid request body asking `question`, with any fields overridden. */
export function requestBody(question: string, fields: Partial<AssistantRequestInput> = {}): AssistantRequestInput {
  return { fp: "anonymous", messages: [userMessage(question)], retrievalPageSize: 5, ...fields };
}

export interface PostOptions {
  key?: string | null;
  domain?: string;
  scenario?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The endpoint's version. @default "v1" */
  apiVersion?: ApiVersion;
}

/** `POST`s a body (an object is sent as JSON) to the assistant endpoint (v1, or v2 when `apiVersion` says so). */
export function postMessage(server: MockServer, body: unknown, options: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...options.headers };
  const key = options.key === undefined ? server.assistantKey : options.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (options.scenario) headers["X-Mock-Scenario"] = options.scenario;
  const path = options.apiVersion === "v2" ? assistantMessagePathV2 : assistantMessagePath;
  return fetch(`${server.url}${path(options.domain ?? server.domain)}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Posts a question and parses every line of the reply with ui-utils' parser (throws on a bad line). */
export async function askForParts(server: MockServer, body: unknown, options: PostOptions = {}) {
  const response = await postMessage(server, body, options);
  const text = await response.text();
  return { response, text, parts: parseStreamBody(text) };
}

/** The answer text of parsed parts. */
export function answerText(parts: StreamPart[]): string {
  return parts.flatMap((part) => (part.type === "text" ? [part.value] : [])).join("");
}

export interface ChatResult {
  message: UIMessage | undefined;
  data: JSONValue[];
  response: Response | undefined;
  error: unknown;
}

/** Runs useChat's own request/stream machinery (`callChatApi`) against the server over real HTTP. */
export async function chatOverHttp(server: MockServer, body: AssistantRequestInput, options: PostOptions = {}): Promise<ChatResult> {
  const result: ChatResult = { message: undefined, data: [], response: undefined, error: undefined };
  const headers: Record<string, string> = { Authorization: `Bearer ${options.key ?? server.assistantKey}`, ...options.headers };
  if (options.scenario) headers["X-Mock-Scenario"] = options.scenario;
  try {
    await callChatApi({
      api: `${server.url}${assistantMessagePath(options.domain ?? server.domain)}`,
      body: body as Record<string, unknown>,
      streamProtocol: "data",
      credentials: undefined,
      headers,
      abortController: () => null,
      restoreMessagesOnFailure: () => {},
      onResponse: (response) => {
        result.response = response;
      },
      onUpdate: ({ message, data }) => {
        result.message = message;
        result.data = data ?? [];
      },
      onFinish: undefined,
      onToolCall: undefined,
      generateId: () => `id-${(counter += 1)}`,
      fetch: undefined,
      lastMessage: undefined,
    });
  } catch (error) {
    result.error = error;
  }
  return result;
}

/** A static export call with the admin key (or `key`), its JSON answer read. */
export async function adminRequest(server: MockServer, method: string, path: string, body?: unknown, key: string | null = server.adminKey) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** Unpacks a `.tar.gz` into file name -> UTF-8 text. Throws on a corrupt archive. */
export async function untarGz(archive: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const reader = extract();
  const done = (async () => {
    for await (const entry of reader) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.set(entry.header.name, Buffer.concat(chunks).toString("utf8"));
    }
  })();
  reader.end(gunzipSync(archive));
  await done;
  return files;
}
