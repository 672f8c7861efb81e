import type { ContentService } from "../../src/content-service/index.ts";
import { EMBEDDED_BASE_URL } from "../../src/lib/cms/embedded.ts";
import type { Config } from "../../src/lib/config.ts";
import { seedIfEmpty } from "../seed/index.ts";

/**
 * Seeds the demo content into an empty embedded store; a store with content is left alone. A
 * failure is reported and the site serves what the store holds.
 */
export async function seedEmbedded(service: ContentService, config: Config): Promise<void> {
  try {
    const seeded = await seedIfEmpty(service, {
      baseUrl: EMBEDDED_BASE_URL,
      app: config.app,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      siteCode: config.siteCode,
    });
    if (seeded) console.log("Seeded the demo content into the empty store.");
  } catch (error) {
    console.error(`Seeding the demo content failed: ${error instanceof Error ? error.message : error}`);
  }
}
