import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** Fewest characters of a password (an editor's new password, ADMIN_PASSWORD). */
export const PASSWORD_MIN_LENGTH = 12;

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, ~50–100 ms), as OWASP recommends at least. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, o: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 256 * o.N * o.r + 1024 * 1024 };
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Hashes `password` as `scrypt$N$r$p$salt$hash` (base64url) with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks `password` against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 14 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 4) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown (same timing). */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString("base64url")));

/** A random password for the first admin: 20 characters of base64url (120 bits). */
export const generatePassword = () => randomBytes(15).toString("base64url");
