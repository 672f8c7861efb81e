import { createHash, randomBytes } from "node:crypto";

/** A stored token key: the SHA-256 of a token, 64 hex digits. */
export const TOKEN_KEY = /^[0-9a-f]{64}$/;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A fresh secret for a session id or an invitation link: 32 random bytes (base64url, 256 bits).
 * Stores keep only its `tokenKey`, so a leaked store holds nothing usable.
 */
export const newToken = () => randomBytes(32).toString("base64url");

/** What a store keeps instead of a token; undefined for strings that cannot be one of ours. */
export const tokenKey = (token: string | undefined) => (token && TOKEN.test(token) ? createHash("sha256").update(token).digest("hex") : undefined);

/** Whether `key` can be a stored token key. */
export const isTokenKey = (key: unknown): key is string => typeof key === "string" && TOKEN_KEY.test(key);
