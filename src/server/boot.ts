import type { Config } from "../lib/config.ts";
import { createContentService, type ContentService } from "../content-service/index.ts";
import { embeddedOptions, registerEmbeddedService } from "../lib/cms/embedded.ts";

/** Fills an empty embedded store before the site reads it (the entry points pass the demo seed). */
export type PrepareContent = (service: ContentService, config: Config) => Promise<void>;

/**
 * Creates the embedded content service (its rule posts to this server's publish hook) and
 * registers it, so the Astro entry imported afterwards uses the same instance.
 */
export function startEmbeddedService(config: Config, hookUrl: string): ContentService {
  const service = createContentService(embeddedOptions(config, hookUrl));
  registerEmbeddedService(service);
  return service;
}
