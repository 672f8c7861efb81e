import { join } from "node:path";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import type { Config } from "../config.ts";

/** Base URL the content client uses for the in-process service; requests never leave the process. */
export const EMBEDDED_BASE_URL = "http://embedded";

/** Options of the embedded service derived from the site configuration (its Owner client is the site's). */
export function embeddedOptions(config: Config, webhookUrl?: string) {
  return {
    dataDir: join(config.dataDir, "content"),
    app: config.app,
    clients: [{ id: config.clientId, secret: config.clientSecret, role: "Owner" as const }],
    tokenKey: config.tokenKey,
    maxUploadBytes: config.uploadLimit,
    maxJsonBytes: config.jsonBodyLimit,
    webhooks: webhookUrl ? [{ url: webhookUrl, secret: config.publishHookSecret }] : [],
  };
}

/** The embedded content service over `DATA_DIR/content`; with `webhookUrl`, its rule posts every content change there. */
export function createEmbeddedService(config: Config, webhookUrl?: string): ContentService {
  return createContentService(embeddedOptions(config, webhookUrl));
}
