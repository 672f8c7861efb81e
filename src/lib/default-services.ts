import { ensureAdmin } from "./auth/users.ts";
import { config } from "./config.ts";
import { createServices, type Services } from "./services.ts";

let services: Promise<Services> | undefined;

/**
 * The services of `astro dev`, created on first use. The production server creates its own and
 * passes them to every request (`Astro.locals.services`), so this is never reached there.
 */
export function defaultServices(): Promise<Services> {
  services ??= (async () => {
    const created = await createServices(config());
    await ensureAdmin(created.db, created.config);
    return created;
  })();
  return services;
}
