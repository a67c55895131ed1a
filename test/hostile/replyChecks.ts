import { expect } from "vitest";
import { isFinishEvent, parseStreamBody } from "../../src/protocol";
import type { RawReply } from "./rawHttp";

/**
 * What every reply of the mock must be, whatever was sent: a status below 500, and a body that is
 * what its `Content-Type` says: a refusal is JSON `{ error, field? }`, a stream parses line by line
 * and ends with the finish event, JSON parses.
 */
export function expectWellFormedReply(reply: Pick<RawReply, "status" | "headers" | "body">, method = "POST"): void {
  const label = `${reply.status} ${reply.body.subarray(0, 200).toString("utf8")}`;
  expect(reply.status, label).toBeGreaterThanOrEqual(200);
  expect(reply.status, label).toBeLessThan(500);
  const type = reply.headers["content-type"] ?? "";
  if (method === "HEAD" || reply.status === 204) return;
  if (reply.status! >= 400) {
    expect(type, label).toBe("application/json; charset=utf-8");
    const body = JSON.parse(reply.body.toString("utf8")) as { error?: unknown; field?: unknown };
    expect(typeof body.error, label).toBe("string");
    if (body.field !== undefined) expect(typeof body.field, label).toBe("string");
    return;
  }
  if (type.startsWith("text/plain")) {
    const parts = parseStreamBody(reply.body.toString("utf8"));
    const last = parts.at(-1);
    expect(last?.type === "data" && last.value.some(isFinishEvent), label).toBe(true);
    return;
  }
  if (type.startsWith("application/json")) {
    expect(() => JSON.parse(reply.body.toString("utf8")), label).not.toThrow();
    return;
  }
  expect(type, label).toBe("application/gzip");
}
