/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The site process's long-lived parts (src/lib/services.ts), passed in by the server. */
    services: import("./lib/services.ts").Services;
    /** The logged-in editor, loaded by the middleware from the session cookie. */
    user: import("./lib/auth/users.ts").User | undefined;
    /** Language from the first path segment: `en`, else `de`. */
    lang: "de" | "en";
  }
}

/** The site data of the running `astro build` as JSON (src/integrations/build-context.ts); undefined outside a build. */
declare module "virtual:baukasten/build-snapshot" {
  const snapshot: string | undefined;
  export default snapshot;
}
