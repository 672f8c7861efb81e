import type { Route } from "../context.ts";
import { authenticateClient, issueToken } from "../auth/tokens.ts";
import { readBytes, json } from "../http.ts";

const oauthError = (status: number, error: string, description: string) =>
  json({ error, error_description: description }, { status, headers: { "cache-control": "no-store", pragma: "no-cache" } });

/** `POST /identity-server/connect/token`: OAuth2 client credentials, as Squidex's OpenIddict answers. */
export const tokenRoutes: Route[] = [
  {
    method: "POST",
    path: "/identity-server/connect/token",
    async handle({ request, ctx }) {
      const type = request.headers.get("content-type") ?? "";
      if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
        return oauthError(400, "invalid_request", "The mandatory 'Content-Type' header must be 'application/x-www-form-urlencoded'.");
      }
      const form = new URLSearchParams(new TextDecoder().decode(await readBytes(request, 64 * 1024)));
      const grantType = form.get("grant_type");
      if (!grantType) return oauthError(400, "invalid_request", "The mandatory 'grant_type' parameter is missing.");
      if (grantType !== "client_credentials") return oauthError(400, "unsupported_grant_type", "The specified 'grant_type' parameter is not supported.");
      let clientId = form.get("client_id");
      let secret = form.get("client_secret");
      const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get("authorization") ?? "");
      if (basic && !clientId) {
        // client_secret_basic: both parts are form-urlencoded inside the base64 (RFC 6749 §2.3.1).
        const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
        const colon = decoded.indexOf(":");
        try {
          if (colon > 0)
            [clientId, secret] = [
              decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
              decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
            ];
        } catch {
          return oauthError(400, "invalid_request", "The 'Authorization' header is malformed.");
        }
      }
      if (!clientId) return oauthError(400, "invalid_request", "The mandatory 'client_id' parameter is missing.");
      const scope = form.get("scope");
      if (scope && !scope.split(" ").every((s) => s === "squidex-api" || s === "")) {
        return oauthError(400, "invalid_scope", "The specified 'scope' is invalid.");
      }
      const client = authenticateClient(ctx.options, clientId, secret ?? "");
      if (!client || !secret) return oauthError(401, "invalid_client", "The specified client credentials are invalid.");
      const accessToken = await issueToken(ctx.options, client);
      return json(
        { access_token: accessToken, token_type: "Bearer", expires_in: ctx.options.tokenLifetimeSeconds, scope: "squidex-api" },
        { headers: { "cache-control": "no-store", pragma: "no-cache" } },
      );
    },
  },
];
