import { describe, expect, it } from "vitest";
import { StaticExportError } from "../../src/static-export";
import { withDeadline } from "../../src/static-export/withDeadline";
import { pause } from "../../src/static-export/withRetry";

const timedOut = () => new StaticExportError("timeout", "timed out");

describe("withDeadline", () => {
  it("a deadline past 2^31 ms (24.8 days) is a long wait, not one that ends at once", async () => {
    const work = async (signal: AbortSignal) => {
      await pause(50, signal);
      return "done";
    };
    await expect(withDeadline(2 ** 31 + 1000, undefined, work, timedOut)).resolves.toBe("done");
  });

  it("a short deadline still ends the work as a time-out", async () => {
    await expect(withDeadline(10, undefined, (signal) => pause(60_000, signal), timedOut)).rejects.toMatchObject({ code: "timeout" });
  });

  it("a pause past 2^31 ms waits (until cancelled) instead of ending at once", async () => {
    const controller = new AbortController();
    const long = pause(2 ** 31 + 1000, controller.signal).then(() => "long pause");
    expect(await Promise.race([long, pause(50).then(() => "short pause")])).toBe("short pause");
    controller.abort();
    await expect(long).rejects.toMatchObject({ code: "aborted" });
  });
});
