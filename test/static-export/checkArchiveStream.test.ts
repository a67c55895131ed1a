import { describe, expect, it } from "vitest";
import { CorruptArchiveError } from "../../src/static-export";
import { checkArchiveStream } from "../../src/static-export/checkArchiveStream";
import { endlessZeros } from "./hostileArchive";

describe("checkArchiveStream: a decompression bomb", () => {
  it("stops reading as soon as the unpacked total passes the cap (an endless stream still ends)", async () => {
    const bomb = endlessZeros();
    const error = await checkArchiveStream(bomb.source, { maxUnpackedBytes: 1024 }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CorruptArchiveError);
    expect((error as Error).message).toMatch(/unpacks to more than 1024 bytes/);
    // Only what the stream buffers hold was made: far from inflating "everything".
    expect(bomb.produced()).toBeLessThan(16 * 1024 * 1024);
  });
});
