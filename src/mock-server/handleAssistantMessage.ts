import type { IncomingMessage, ServerResponse } from "node:http";
import { THREAD_ID_HEADER, THREAD_KEY_HEADER, validateAssistantRequest, validateMessageAttachments } from "../protocol";
import { validateAssistantRequestV2 } from "../protocol/requestBodyV2";
import type { ApiVersion } from "../protocol/uiMessageStreamV2";
import { MOCK_SCENARIOS } from "./config";
import { answerFromDocs } from "./answerFromDocs";
import { lastUserQuestion, readScenario, refuseAttachments, takeRateLimits } from "./assistantRequestParts";
import { authorizeAssistant } from "./authorize";
import { answerFailureScenario } from "./failureScenarios";
import { answerPreflight, applyCors } from "./cors";
import { HttpError, parseJsonBody, readBody, requireJsonContentType } from "./httpError";
import type { MockContext } from "./mockContext";
import { planReply } from "./planReply";
import { questionFiles } from "./questionFiles";
import { writeReply } from "./writeReply";
import { writeReplyV2 } from "./writeReplyV2";

/** What differs between the versions of the endpoint: the body's schema and the stream's wire. */
const WIRES = {
  v1: { validate: validateAssistantRequest, write: writeReply },
  v2: { validate: validateAssistantRequestV2, write: writeReplyV2 },
} as const;

/**
 * `POST /discovery/{v1,v2}/assistant/{domain}/message`: checks in the
 * order a gateway would (CORS, method, key, domain, scenario, content type, rate limits, body,
 * attachments, thread), then streams an answer built from the docs: v1 in the AI SDK v4 data
 * stream, v2 in the v5 UI message stream. Both share the corpus, keys, threads, limits and
 * scenarios. Throws {@link HttpError} for every refusal.
 */
export async function handleAssistantMessage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  domain: string,
  context: MockContext,
  version: ApiVersion = "v1",
): Promise<void> {
  const wire = WIRES[version];
  applyCors(req, res);
  if (req.method === "OPTIONS") return answerPreflight(req, res);
  if (req.method !== "POST") {
    throw new HttpError(405, `${req.method ?? "This method"} is not allowed here: POST a message`, "method", { Allow: "POST, OPTIONS" });
  }
  authorizeAssistant(req, context.config.assistantKey);
  if (domain !== context.config.domain) throw new HttpError(404, `Unknown domain "${domain.slice(0, 63)}"`, "domain");
  const scenario = readScenario(req, url);
  requireJsonContentType(req);
  takeRateLimits(req, context);
  const validation = wire.validate(parseJsonBody(await readBody(req, context.config.maxBodyBytes)));
  if (!validation.ok) throw new HttpError(400, validation.error.message, validation.error.field);
  const request = validation.value;
  if (scenario === MOCK_SCENARIOS.attachmentsRefused) refuseAttachments(request.messages, `mock scenario ${scenario}`);
  const attachmentError = validateMessageAttachments(request.messages, version)[0];
  if (attachmentError) throw new HttpError(400, attachmentError.message, attachmentError.field);
  const question = lastUserQuestion(request.messages);
  const lookup = request.threadId ? context.threads.lookup(request.threadId, request.threadKey) : { kind: "unknown" as const };
  if (lookup.kind === "wrong-key") {
    throw new HttpError(404, "Thread not found: send the threadKey that came with this thread (X-Thread-Key)", "threadKey");
  }
  if (answerFailureScenario(res, scenario)) return;
  const created = lookup.kind !== "found";
  const thread = lookup.kind === "found" ? lookup.thread : context.threads.create();
  // The key goes out once, with the thread, in the header and the finish event: a client reading only the stream needs it too.
  const threadKey = created ? thread.key : undefined;
  const urlFor = (page: { path: string }) => `${context.config.docsBaseUrl}${page.path}`;
  const answer = answerFromDocs(context.search, request, question, thread, scenario, urlFor, questionFiles(request.messages));
  const plan = planReply({ scenario, question, retrieval: answer, threadId: thread.id, threadKey, urlFor });
  context.threads.remember(thread, { role: "user", content: question });

  const stream = context.streams.open(res);
  const outcome = await wire.write(res, plan.events, {
    delayMs: scenario === MOCK_SCENARIOS.slowDrip ? context.config.slowDripMs : context.config.chunkDelayMs,
    signal: stream.signal,
    headers: {
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      [THREAD_ID_HEADER]: thread.id,
      ...(threadKey ? { [THREAD_KEY_HEADER]: threadKey } : {}),
    },
  });
  stream.done(outcome);
  if (outcome !== "finished") return;
  context.threads.remember(thread, { role: "assistant", content: plan.answer });
  if (answer.notFound) return;
  // A new subject starts over; "tell me more" (same query as the topic) moves on to unquoted sections.
  if (answer.query !== thread.topic) {
    thread.topic = answer.query;
    thread.usedSections = [];
  }
  thread.usedSections.push(...answer.sections);
}
