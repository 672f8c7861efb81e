/** Size of a body chunk: below glibc's 128 KiB mmap threshold, so chunks come from reused heap memory. */
const CHUNK_BYTES = 64 * 1024;

/** The UTF-8 bytes of JSON text written again and again, for `JsonBody.fragment`. */
export const jsonFragment = (json: string): Uint8Array => Buffer.from(json, "utf8");

/**
 * A JSON response body written as UTF-8 chunks of about 64 KiB. One buffer the size of a large body
 * would be freshly mapped on every request and faulted in page by page, which some virtual machines
 * make expensive; chunks of this size are recycled by the allocator.
 */
export class JsonBody {
  private readonly chunks: Uint8Array[] = [];
  private buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private at = 0;

  /** Appends JSON text. */
  text(json: string): void {
    // A UTF-16 code unit takes at most three bytes in UTF-8.
    if (this.at + json.length * 3 > this.buffer.length) this.next(json.length * 3);
    this.at += this.buffer.write(json, this.at);
  }

  /** Appends bytes made by `jsonFragment`. */
  fragment(bytes: Uint8Array): void {
    if (this.at + bytes.byteLength > this.buffer.length) this.next(bytes.byteLength);
    this.buffer.set(bytes, this.at);
    this.at += bytes.byteLength;
  }

  /** Appends the UTF-8 bytes of JSON text. */
  bytes(json: Uint8Array): void {
    this.fragment(json);
  }

  /** The chunks written; the body is complete. */
  end(): Uint8Array[] {
    if (this.at > 0) this.chunks.push(this.buffer.subarray(0, this.at));
    return this.chunks;
  }

  private next(needed: number): void {
    if (this.at > 0) this.chunks.push(this.buffer.subarray(0, this.at));
    this.buffer = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, needed));
    this.at = 0;
  }
}
