import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

const entry = (file: string) => fileURLToPath(new URL(`../pwa/${file}`, import.meta.url));

/**
 * Our own client directives, for islands that load nothing until something happens:
 * `client:installprompt` (src/pwa/install-directive.ts: the browser offers installation) and
 * `client:editor` (src/pwa/editor-directive.ts: the editor hint cookie is set) and `client:booking`
 * (src/pwa/booking-directive.ts: a booking block scrolls into view).
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: "baukasten:client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "installprompt", entrypoint: entry("install-directive.ts") });
        addClientDirective({ name: "editor", entrypoint: entry("editor-directive.ts") });
        addClientDirective({ name: "booking", entrypoint: entry("booking-directive.ts") });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:installprompt"?: boolean;
    "client:editor"?: boolean;
    "client:booking"?: boolean;
  }
}
