import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentService } from "../../../../src/content-service/index.ts";
import { createCmsClient, type CmsClient } from "../../../../src/lib/cms/client.ts";

/** The app of `embeddedClient`'s service. */
export const TEST_APP = "unit-app";
const CLIENT = { id: `${TEST_APP}:default`, secret: "unit-secret-0123456789" };

/** What `embeddedClient` gives: the content client, and `close` to end the service and drop its folder. */
export interface EmbeddedClient {
  cms: CmsClient;
  close(): void;
}

/**
 * For unit tests: the site's content client (Owner, or `role`) over a real embedded content service
 * on a fresh SQLite folder, in-process (no port). `through` may stand between them, e.g. to fail reads.
 */
export function embeddedClient(
  through?: (request: Request, service: (request: Request) => Promise<Response>) => Promise<Response>,
  role: "Owner" | "Developer" | "Editor" | "Reader" = "Owner",
): EmbeddedClient {
  const dataDir = mkdtempSync(join(tmpdir(), "baukasten-unit-cms-"));
  const service = createContentService({ dataDir, app: TEST_APP, clients: [{ ...CLIENT, role }], tokenKey: "unit-token-key-0123456789-0123456789-abcdef" });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return through ? through(request, service.fetch) : service.fetch(request);
  }) as typeof fetch;
  return {
    cms: createCmsClient({ baseUrl: "http://embedded", app: TEST_APP, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch: fetchFn }),
    close() {
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
