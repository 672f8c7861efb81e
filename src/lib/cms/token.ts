import * as v from "valibot";
import { parseOrThrow } from "../parse.ts";
import { CmsError } from "./cms-error.ts";

const TokenResponse = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.optional(v.pipe(v.number(), v.minValue(0)), 3600),
});

export interface TokenSourceOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  /** Clock in milliseconds; replaceable in tests. */
  now?: () => number;
}

/** A cached client-credentials token shared by every caller of one client. */
export interface TokenSource {
  /** The current token; fetched once and shared by concurrent callers. */
  get(): Promise<string>;
  /** Drops `token` from the cache (after a 401/403) so the next `get` fetches a fresh one. */
  invalidate(token: string): void;
}

/**
 * Tokens from `POST {baseUrl}/identity-server/connect/token`, cached until shortly before
 * `expires_in` (a tenth of the lifetime, at most 5 minutes, early). Never follows redirects.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const response = await options.fetch(`${options.baseUrl}/identity-server/connect/token`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: options.clientId,
        client_secret: options.clientSecret,
        scope: "squidex-api",
      }).toString(),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new CmsError(response.status, `token request failed with ${response.status}`);
    }
    const body = parseOrThrow(TokenResponse, await response.json(), "token response");
    const lifetimeMs = body.expires_in * 1000;
    cached = { token: body.access_token, renewAt: now() + lifetimeMs - Math.min(lifetimeMs / 10, 300_000) };
    return body.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
