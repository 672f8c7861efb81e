import type { Config } from "../../src/lib/config.ts";
import { createContentService, type ContentService } from "../../src/content-service/index.ts";
import { embeddedOptions, registerEmbeddedService } from "../../src/lib/cms/embedded.ts";
import { seedIfEmpty } from "../seed/index.ts";

/** Base URL of the in-process service; requests never leave the process. */
const EMBEDDED_BASE_URL = "http://embedded";

/**
 * Creates the embedded content service (its rule posts to this server's publish hook) and
 * registers it, so the Astro entry imported afterwards uses the same instance.
 */
export function startEmbeddedService(config: Config, hookUrl: string): ContentService {
  const service = createContentService(embeddedOptions(config, hookUrl));
  registerEmbeddedService(service);
  return service;
}

/** Seeds the demo content into an empty embedded store; a store with content is left alone. */
export async function seedEmbedded(config: Config, service: ContentService): Promise<void> {
  try {
    await seedIfEmpty(service, {
      baseUrl: EMBEDDED_BASE_URL,
      app: config.app,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      siteCode: config.siteCode,
    });
  } catch (error) {
    // The site still serves what the store holds; the message says what went wrong.
    console.error(`Seeding the demo content failed: ${error instanceof Error ? error.message : error}`);
  }
}

