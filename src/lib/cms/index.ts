import type { ContentService } from "../../content-service/index.ts";
import type { Config } from "../config.ts";
import { createCmsClient, type CmsClient } from "./client.ts";
import { createEmbeddedService, EMBEDDED_BASE_URL } from "./embedded.ts";

export { createCmsClient, type CmsClient } from "./client.ts";
export { CmsError, isCmsError } from "./cms-error.ts";

/**
 * The site's content client: the embedded service in-process when there is one (no port, no
 * network), otherwise the real Squidex at CONTENT_SERVICE_URL over global fetch.
 */
export function siteCmsClient(config: Config, embedded: ContentService | undefined): CmsClient {
  return createCmsClient({
    baseUrl: embedded ? EMBEDDED_BASE_URL : config.contentServiceUrl!,
    app: config.app,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    fetch: embedded ? (((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(embedded.fetch(new Request(input, init)))) as typeof fetch) : fetch,
  });
}

/** The site's content: the embedded service opened in-process (unless CONTENT_SERVICE_URL names a Squidex) and the client over it. */
export interface SiteContent {
  cms: CmsClient;
  /** The embedded service when it runs in this process. */
  embedded: ContentService | undefined;
  /** Closes the embedded service, if one was opened. */
  close(): void;
}

export function openSiteContent(config: Config, webhookUrl?: string): SiteContent {
  const embedded = config.contentServiceUrl ? undefined : createEmbeddedService(config, webhookUrl);
  return { cms: siteCmsClient(config, embedded), embedded, close: () => embedded?.close() };
}
