/**
 * Reads a stream of chunks by exact byte counts (a tar header is 512 bytes, wherever the chunks
 * happen to split), holding no more than the chunk being read and the block being assembled.
 */
export class ByteReader {
  readonly #chunks: AsyncIterator<Buffer>;
  #buffered: Buffer[] = [];
  #length = 0;
  #ended = false;
  /** Bytes handed out so far: where the next read starts in the stream. */
  offset = 0;

  constructor(chunks: AsyncIterable<Buffer>) {
    this.#chunks = chunks[Symbol.asyncIterator]();
  }

  /** Exactly `n` bytes, or fewer only when the stream ends first. */
  async read(n: number): Promise<Buffer> {
    await this.#fill(n);
    return this.#take(Math.min(n, this.#length));
  }

  /** Between 1 and `max` bytes, as they come (a body passes through without being copied); empty at the end. */
  async readSome(max: number): Promise<Buffer> {
    await this.#fill(1);
    const first = this.#buffered[0];
    return first ? this.#take(Math.min(max, first.length)) : Buffer.alloc(0);
  }

  /** Passes over `n` bytes; returns how many there were (fewer than `n` only at the end). */
  async skip(n: number): Promise<number> {
    let skipped = 0;
    while (skipped < n) {
      const chunk = await this.readSome(n - skipped);
      if (chunk.length === 0) break;
      skipped += chunk.length;
    }
    return skipped;
  }

  async #fill(n: number): Promise<void> {
    while (this.#length < n && !this.#ended) {
      const next = await this.#chunks.next();
      if (next.done) this.#ended = true;
      else if (next.value.length > 0) {
        this.#buffered.push(next.value);
        this.#length += next.value.length;
      }
    }
  }

  #take(n: number): Buffer {
    const first = this.#buffered[0];
    let taken: Buffer;
    if (first && first.length >= n) {
      taken = first.subarray(0, n);
      if (first.length === n) this.#buffered.shift();
      else this.#buffered[0] = first.subarray(n);
    } else {
      const all = Buffer.concat(this.#buffered);
      taken = all.subarray(0, n);
      this.#buffered = all.length > n ? [all.subarray(n)] : [];
    }
    this.#length -= n;
    this.offset += n;
    return taken;
  }
}
