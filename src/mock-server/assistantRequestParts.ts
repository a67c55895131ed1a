import type { IncomingMessage } from "node:http";
import { MOCK_SCENARIOS, type MockScenario } from "./config";
import { HttpError } from "./httpError";
import type { MockContext } from "./mockContext";
import { rateLimitKey } from "./rateLimitKey";

const SCENARIOS = Object.values(MOCK_SCENARIOS) as string[];

/** The scenario a request asks for (`X-Mock-Scenario` header, else `?scenario=`); unknown names get 400. */
export function readScenario(req: IncomingMessage, url: URL): MockScenario | undefined {
  const header = req.headers["x-mock-scenario"];
  const value = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("scenario") ?? "";
  const name = value.trim();
  if (name === "" || name === "normal") return undefined;
  if (!SCENARIOS.includes(name)) {
    throw new HttpError(400, `Unknown mock scenario "${name.slice(0, 40)}"; one of: ${SCENARIOS.join(", ")}`, "scenario");
  }
  return name as MockScenario;
}

/** A message of either version's body: v1's has `content` and `parts`, v2's (a v5 UI message) only `parts`. */
interface QuestionMessage {
  role: string;
  content?: string;
  parts: ReadonlyArray<{ type: string; text?: string }>;
}

/** The question: the text of the last user message (v1: its `content`, else its text parts). */
export function lastUserQuestion(messages: ReadonlyArray<QuestionMessage>): string {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role !== "user") continue;
    const fromParts = message.parts.flatMap((part) => (part.type === "text" && part.text !== undefined ? [part.text] : [])).join("\n");
    const text = (message.content?.trim() || fromParts).trim();
    const field = message.content === undefined ? `messages[${index}].parts` : `messages[${index}].content`;
    if (text === "") throw new HttpError(400, `${field}: the question is empty`, field);
    return text;
  }
  throw new HttpError(400, "messages: at least one message with role user (the question) is required", "messages");
}

/** A message of either version, as far as its attachments go. */
interface AttachingMessage {
  experimental_attachments?: readonly unknown[] | undefined;
  parts: ReadonlyArray<{ type: string }>;
}

/**
 * For a service that takes no attachments: 415 naming the first attachment of the history (v1 an
 * item of `experimental_attachments`, v2 a `file` part), whether or not it would be valid.
 */
export function refuseAttachments(messages: ReadonlyArray<AttachingMessage>, why: string): void {
  for (const [index, message] of messages.entries()) {
    const part = message.parts.findIndex((candidate) => candidate.type === "file");
    const attached = (message.experimental_attachments?.length ?? 0) > 0;
    const field = attached ? `messages[${index}].experimental_attachments[0]` : part === -1 ? undefined : `messages[${index}].parts[${part}]`;
    if (field) throw new HttpError(415, `${field}: this assistant does not accept attachments (${why})`, field);
  }
}

/**
 * Seed section 8: requests per organization per hour and per IP per day. A refused request is
 * not counted; `Retry-After` says when the window that refused it ends.
 */
export function takeRateLimits(req: IncomingMessage, context: MockContext): void {
  const ip = rateLimitKey(req.socket.remoteAddress);
  const org = context.orgLimiter.check(context.config.domain);
  const perIp = context.ipLimiter.check(ip);
  if (!org.allowed || !perIp.allowed) {
    const retryAfter = Math.max(org.allowed ? 0 : org.retryAfterSeconds, perIp.allowed ? 0 : perIp.retryAfterSeconds);
    const which = !org.allowed
      ? `${requests(context.config.rateLimitOrgPerHour)} per organization per hour`
      : `${requests(context.config.rateLimitIpPerDay)} per IP address per day`;
    throw new HttpError(429, `Rate limit exceeded (${which}); retry after ${retryAfter} seconds`, undefined, {
      "Retry-After": String(retryAfter),
    });
  }
  context.orgLimiter.take(context.config.domain);
  context.ipLimiter.take(ip);
}

function requests(count: number): string {
  return count === 1 ? "1 request" : `${count} requests`;
}
