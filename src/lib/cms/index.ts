import { config } from "../config.ts";
import { createCmsClient, type CmsClient } from "./client.ts";
import { embeddedService } from "./embedded.ts";

export { createCmsClient, type CmsClient } from "./client.ts";
export { CmsError } from "./cms-error.ts";

/** Base URL used for the in-process embedded service; requests never leave the process. */
export const EMBEDDED_BASE_URL = "http://embedded";

let client: CmsClient | undefined;

/**
 * The process-wide content client: the embedded service in-process when CONTENT_SERVICE_URL is
 * unset, otherwise the real Squidex over global fetch.
 */
export function cms(): CmsClient {
  if (client) return client;
  const c = config();
  const embedded = c.contentServiceUrl === undefined;
  client = createCmsClient({
    baseUrl: c.contentServiceUrl ?? EMBEDDED_BASE_URL,
    app: c.app,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    fetch: embedded
      ? (((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(embeddedService(c).fetch(new Request(input, init)))) as typeof fetch)
      : fetch,
  });
  return client;
}
