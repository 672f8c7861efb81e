import type { Config } from "../../src/lib/config.ts";
import type { ContentService } from "../../src/content-service/index.ts";
import { optionalModule } from "./optional-module.ts";

type SeedModule = {
  seedIfEmpty: (
    target: { fetch(request: Request): Response | Promise<Response> },
    options: { baseUrl: string; app: string; clientId: string; clientSecret: string; siteCode: string },
  ) => Promise<unknown>;
};
type AuthModule = { ensureAdmin: (config: Config) => Promise<unknown> | unknown };

/** Base URL of the in-process service; requests never leave the process. */
export const EMBEDDED_BASE_URL = "http://embedded";

/**
 * Creates the embedded content service (its rule posts to this server's publish hook) and
 * registers it, so the Astro entry imported afterwards uses the same instance.
 */
export async function startEmbeddedService(config: Config, hookUrl: string): Promise<ContentService> {
  const { createContentService } = await import("../../src/content-service/index.ts");
  const { embeddedOptions, registerEmbeddedService } = await import("../../src/lib/cms/embedded.ts");
  const service = createContentService(embeddedOptions(config, hookUrl));
  registerEmbeddedService(service);
  return service;
}

/** Seeds the demo content into an empty embedded store; a store with content is left alone. */
export async function seedEmbedded(config: Config, service: ContentService): Promise<void> {
  const seed = await optionalModule<SeedModule>(new URL("../seed/index.ts", import.meta.url));
  if (!seed) return void console.log("Seed content is not available yet; the store stays as it is.");
  try {
    await seed.seedIfEmpty(service, {
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

/** Makes sure the first editor account exists (prints a one-time password when it creates one). */
export async function ensureAdminAccount(config: Config): Promise<void> {
  const auth = await optionalModule<AuthModule>(new URL("../../src/lib/auth/users.ts", import.meta.url));
  if (!auth?.ensureAdmin) return void console.log("Accounts are not available yet; no admin account was created.");
  await auth.ensureAdmin(config);
}
