/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The site process's long-lived parts (src/lib/services.ts), passed in by the server. */
    services: import("./lib/services.ts").Services;
    /** The logged-in editor, loaded by the middleware from the session cookie. */
    user: import("./lib/auth/users.ts").User | undefined;
    /** Set by the server's render pass for the page it renders into a build (src/lib/render/context.ts). */
    render?: import("./lib/render/context.ts").RenderContext;
    /** The visitor's address named by a reverse proxy on this machine (nginx in front); else Astro's `clientAddress` is the peer's. */
    clientAddress?: string;
    /** Language from the first path segment: `en`, else `de`. */
    lang: "de" | "en";
  }
}

/** A UI string catalog's second browser chunk (the browser-strings plugin): the strings loaded on demand. */
declare module "*.json?later" {
  const strings: Record<string, string>;
  export default strings;
}
