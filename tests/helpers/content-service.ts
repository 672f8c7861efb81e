import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createContentService, nodeListener, type ContentService, type ContentServiceOptions, type Role } from "../../src/content-service/index.ts";

export const APP = "test-app";
export const SECRETS: Record<Role, string> = {
  Owner: "owner-secret-0123456789",
  Developer: "developer-secret-0123456789",
  Editor: "editor-secret-0123456789",
  Reader: "reader-secret-0123456789",
};
export const clientId = (role: Role) => `${APP}:${role.toLowerCase()}`;

export interface TestService {
  service: ContentService;
  dataDir: string;
  /** Base URL of the service on an ephemeral loopback port. */
  url: string;
  /** Fetches a token for the client of `role` over the real token endpoint. */
  token(role: Role): Promise<string>;
  /** `fetch` against the service over HTTP, with a bearer token for `role` unless `role` is null. */
  call(path: string, init?: RequestInit & { role?: Role | null }): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh service on a fresh SQLite file in a temp folder, listening on 127.0.0.1:0. */
export async function startTestService(overrides: Partial<ContentServiceOptions> = {}): Promise<TestService> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), "baukasten-cs-"));
  const service = createContentService({
    dataDir,
    app: APP,
    tokenKey: "test-token-key-0123456789-0123456789-abcdef",
    clients: (Object.keys(SECRETS) as Role[]).map((role) => ({ id: clientId(role), secret: SECRETS[role], role })),
    ...overrides,
  });
  const server: Server = createServer(nodeListener(service.fetch, (req) => `http://${req.headers.host}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokens = new Map<Role, string>();
  const token = async (role: Role) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const res = await fetch(`${url}/identity-server/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId(role), client_secret: SECRETS[role], scope: "squidex-api" }),
    });
    if (!res.ok) throw new Error(`token for ${role}: ${res.status} ${await res.text()}`);
    const { access_token } = (await res.json()) as { access_token: string };
    tokens.set(role, access_token);
    return access_token;
  };
  return {
    service,
    dataDir,
    url,
    token,
    async call(path, init = {}) {
      const { role = "Owner", ...rest } = init;
      const headers = new Headers(rest.headers);
      if (role) headers.set("authorization", `Bearer ${await token(role)}`);
      return fetch(`${url}${path}`, { ...rest, headers });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
