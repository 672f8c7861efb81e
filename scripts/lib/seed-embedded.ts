import type { ContentService } from "../../src/content-service/index.ts";
import type { Config } from "../../src/lib/config.ts";
import { seedIfEmpty } from "../seed/index.ts";

/** Base URL of the in-process service; requests never leave the process. */
const EMBEDDED_BASE_URL = "http://embedded";

/**
 * Seeds the demo content into an empty embedded store; a store with content is left alone. A
 * failure is reported and the site serves what the store holds.
 */
export async function seedEmbedded(service: ContentService, config: Config): Promise<void> {
  try {
    await seedIfEmpty(service, {
      baseUrl: EMBEDDED_BASE_URL,
      app: config.app,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      siteCode: config.siteCode,
    });
  } catch (error) {
    console.error(`Seeding the demo content failed: ${error instanceof Error ? error.message : error}`);
  }
}
