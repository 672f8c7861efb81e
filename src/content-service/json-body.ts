/** Size of a body chunk: below glibc's 128 KiB mmap threshold, so chunks come from reused heap memory. */
const CHUNK_BYTES = 64 * 1024;

/** A character above U+00FF (each half of a surrogate pair counts). */
const WIDE = /[\u0100-\uffff]/;
const WIDE_ALL = /[\u0100-\uffff]/g;
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
const escapeWide = (json: string) => (WIDE.test(json) ? json.replace(WIDE_ALL, escape) : json);
const utf8 = new TextDecoder();

/** The bytes `JsonBody.text` writes for `json`, for text written again and again. */
export const jsonFragment = (json: string): Uint8Array => Buffer.from(escapeWide(json), "utf8");

/** Per byte of a 32-bit word: the high bit set where the byte is 0xC4 or more (no carry crosses bytes). */
const wideBytes = (word: number) => ((word & 0x7f7f7f7f) + 0x3c3c3c3c) & word;

/**
 * Whether UTF-8 `bytes` encode a character above U+00FF: a lead byte 0xC4 or higher. Sixteen bytes
 * at a time where the view is aligned.
 */
export function hasWideChars(bytes: Uint8Array): boolean {
  let i = 0;
  if (bytes.byteOffset % 4 === 0) {
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
    const n = words.length;
    let w = 0;
    for (; w + 3 < n; w += 4) {
      if ((wideBytes(words[w]!) | wideBytes(words[w + 1]!) | wideBytes(words[w + 2]!) | wideBytes(words[w + 3]!)) & 0x80808080) return true;
    }
    for (; w < n; w++) if (wideBytes(words[w]!) & 0x80808080) return true;
    i = n << 2;
  }
  for (; i < bytes.byteLength; i++) if (bytes[i]! >= 0xc4) return true;
  return false;
}

/**
 * A JSON response body written as UTF-8 chunks of about 64 KiB. One buffer the size of a large body
 * would be freshly mapped on every request and faulted in page by page, which some virtual machines
 * make expensive; chunks of this size are recycled by the allocator.
 *
 * Every character above U+00FF goes out as a `\uXXXX` escape (JSON allows that for any character in
 * a string, and outside strings JSON text has none). A reader then decodes the body to a one-byte
 * string, half the memory of a two-byte one, which JSON.parse also reads faster.
 */
export class JsonBody {
  private readonly chunks: Uint8Array[] = [];
  private buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private at = 0;

  /** Appends JSON text. */
  text(json: string): void {
    json = escapeWide(json);
    // A code unit up to U+00FF takes at most two bytes in UTF-8.
    if (this.at + json.length * 2 > this.buffer.length) this.next(json.length * 2);
    this.at += this.buffer.write(json, this.at);
  }

  /** Appends JSON text known to be ASCII, such as a number. */
  ascii(json: string): void {
    if (this.at + json.length > this.buffer.length) this.next(json.length);
    this.at += this.buffer.write(json, this.at, "latin1");
  }

  /** Appends bytes made by `jsonFragment`. */
  fragment(bytes: Uint8Array): void {
    if (this.at + bytes.byteLength > this.buffer.length) this.next(bytes.byteLength);
    this.buffer.set(bytes, this.at);
    this.at += bytes.byteLength;
  }

  /** Appends the UTF-8 bytes of JSON text (stored data). */
  bytes(json: Uint8Array): void {
    if (hasWideChars(json)) this.text(utf8.decode(json));
    else this.fragment(json);
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
