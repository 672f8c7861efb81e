/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The logged-in editor, loaded by the middleware from the session cookie. */
    user: import("./lib/auth/users.ts").User | undefined;
    /** Language from the first path segment: `en`, else `de`. */
    lang: "de" | "en";
  }
}
