import { SignJWT, jwtVerify } from "jose";
import { timingSafeEqual, createHash } from "node:crypto";
import type { Caller, ClientDefinition, ResolvedOptions, Role } from "../types.ts";

const ISSUER = "baukasten-content-service";
const AUDIENCE = "squidex-api";
const ROLES = new Set<Role>(["Owner", "Developer", "Editor", "Reader"]);

const keyOf = (options: ResolvedOptions) => new TextEncoder().encode(options.tokenKey);

/** Compares secrets in constant time (hashing first so lengths do not leak either). */
function secretsEqual(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** The configured client with this id and secret, or undefined. Always does the full comparison work. */
export function authenticateClient(options: ResolvedOptions, clientId: string, secret: string): ClientDefinition | undefined {
  let found: ClientDefinition | undefined;
  for (const client of options.clients) {
    const idOk = secretsEqual(client.id, clientId);
    const secretOk = secretsEqual(client.secret, secret);
    if (idOk && secretOk) found = client;
  }
  return found;
}

/** Signs an HS256 access token carrying the client id and role, valid for `tokenLifetimeSeconds`. */
export async function issueToken(options: ResolvedOptions, client: ClientDefinition): Promise<string> {
  const now = Math.floor(options.now().getTime() / 1000);
  return new SignJWT({ client_id: client.id, role: client.role, scope: "squidex-api" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(client.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + options.tokenLifetimeSeconds)
    .sign(keyOf(options));
}

// Tokens that verified, with their expiry (seconds), per service: a repeated token skips the HMAC check.
const verified = new WeakMap<ResolvedOptions, Map<string, { sub: string; exp: number }>>();
const VERIFIED_CACHE_SIZE = 256;

/**
 * The caller a bearer token stands for, or undefined when the token is invalid, expired, or its
 * client is no longer configured (its role is taken from the current configuration).
 */
export async function verifyToken(options: ResolvedOptions, token: string): Promise<Caller | undefined> {
  let cache = verified.get(options);
  if (!cache) verified.set(options, (cache = new Map()));
  let entry = cache.get(token);
  if (!entry || entry.exp <= Math.floor(options.now().getTime() / 1000)) {
    cache.delete(token);
    try {
      const { payload } = await jwtVerify(token, keyOf(options), {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: options.now(),
      });
      if (typeof payload.sub !== "string") return undefined;
      entry = { sub: payload.sub, exp: typeof payload.exp === "number" ? payload.exp : 0 };
    } catch {
      return undefined;
    }
    if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(token, entry);
  }
  const sub = entry.sub;
  const client = options.clients.find((c) => c.id === sub);
  if (!client || !ROLES.has(client.role)) return undefined;
  return { clientId: client.id, role: client.role };
}
