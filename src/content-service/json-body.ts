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
 * Index of the first UTF-8 lead byte of a character above U+00FF (0xC4 or higher) in `bytes`, or -1.
 * Sixteen bytes at a time where the view is aligned.
 */
export function firstWideChar(bytes: Uint8Array): number {
  let i = 0;
  if (bytes.byteOffset % 4 === 0) {
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
    const n = words.length;
    let w = 0;
    while (w + 3 < n && ((wideBytes(words[w]!) | wideBytes(words[w + 1]!) | wideBytes(words[w + 2]!) | wideBytes(words[w + 3]!)) & 0x80808080) === 0) w += 4;
    i = w << 2;
  }
  for (; i < bytes.byteLength; i++) if (bytes[i]! >= 0xc4) return i;
  return -1;
}

const HEX = Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const BACKSLASH = 0x5c;
const U = 0x75;
const continuation = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80;

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
    const wide = firstWideChar(json);
    if (wide < 0) this.fragment(json);
    else if (!this.escapedBytes(json, wide)) this.text(utf8.decode(json));
  }

  /**
   * Copies UTF-8 JSON text, writing characters above U+00FF as escapes (an astral character as its
   * surrogate pair). False, with nothing written, for malformed UTF-8: the caller decodes it instead.
   */
  private escapedBytes(json: Uint8Array, from: number): boolean {
    // An escape takes at most three times the bytes of its character (two bytes -> six).
    const worst = from + (json.byteLength - from) * 3;
    if (this.at + worst > this.buffer.length) this.next(worst);
    const out = this.buffer;
    let at = this.at;
    let copied = 0;
    const hex = (unit: number) => {
      out[at] = BACKSLASH;
      out[at + 1] = U;
      out[at + 2] = HEX[unit >>> 12]!;
      out[at + 3] = HEX[(unit >>> 8) & 15]!;
      out[at + 4] = HEX[(unit >>> 4) & 15]!;
      out[at + 5] = HEX[unit & 15]!;
      at += 6;
    };
    for (let i = from; i < json.byteLength;) {
      const lead = json[i]!;
      if (lead < 0xc4) {
        i++;
        continue;
      }
      let code: number;
      let length: number;
      if (lead < 0xe0 && continuation(json[i + 1])) {
        code = ((lead & 0x1f) << 6) | (json[i + 1]! & 0x3f);
        length = 2;
      } else if (lead >= 0xe0 && lead < 0xf0 && continuation(json[i + 1]) && continuation(json[i + 2])) {
        code = ((lead & 0x0f) << 12) | ((json[i + 1]! & 0x3f) << 6) | (json[i + 2]! & 0x3f);
        length = 3;
      } else if (lead >= 0xf0 && lead < 0xf5 && continuation(json[i + 1]) && continuation(json[i + 2]) && continuation(json[i + 3])) {
        code = ((lead & 0x07) << 18) | ((json[i + 1]! & 0x3f) << 12) | ((json[i + 2]! & 0x3f) << 6) | (json[i + 3]! & 0x3f);
        length = 4;
      } else return false;
      out.set(json.subarray(copied, i), at);
      at += i - copied;
      if (code > 0xffff) {
        hex(0xd800 + ((code - 0x10000) >>> 10));
        hex(0xdc00 + ((code - 0x10000) & 0x3ff));
      } else hex(code);
      i += length;
      copied = i;
    }
    out.set(json.subarray(copied), at);
    this.at = at + json.byteLength - copied;
    return true;
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
