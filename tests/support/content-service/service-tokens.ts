import type { ContentService } from "../../../src/content-service/index.ts";

/**
 * Bearer tokens of the clients `{app}:{role}` with `secret` (as the unit tests configure them),
 * each fetched from the service's own token endpoint through `service.fetch`, no port. Throws when
 * the service refuses one.
 */
export async function serviceTokens<R extends string>(
  service: Pick<ContentService, "fetch">,
  app: string,
  roles: readonly R[],
  secret = "s",
): Promise<Map<R, string>> {
  const tokens = new Map<R, string>();
  for (const role of roles) {
    const res = await service.fetch(
      new Request("http://x/identity-server/connect/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `grant_type=client_credentials&client_id=${app}:${role}&client_secret=${secret}`,
      }),
    );
    if (!res.ok) throw new Error(`token for ${app}:${role}: ${res.status} ${await res.text()}`);
    tokens.set(role, ((await res.json()) as { access_token: string }).access_token);
  }
  return tokens;
}
