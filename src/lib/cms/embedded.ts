import { join } from "node:path";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import type { Config } from "../config.ts";

const KEY = Symbol.for("baukasten.embeddedContentService");
type Registry = { [KEY]?: ContentService };

/**
 * The in-process content service. The production server registers the one it created (so the
 * site, the seeder and the webhooks share one instance); otherwise (dev, build) one is created
 * lazily from the configuration.
 */
export function embeddedService(config: Config): ContentService {
  const registry = globalThis as Registry;
  registry[KEY] ??= createContentService(embeddedOptions(config));
  return registry[KEY];
}

export function registerEmbeddedService(service: ContentService): void {
  (globalThis as Registry)[KEY] = service;
}

/** Options of the embedded service derived from the site configuration. */
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
