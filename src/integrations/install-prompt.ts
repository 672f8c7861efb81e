import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

/** Registers `client:installprompt` (src/pwa/install-directive.ts) for the install banner island. */
export function installPromptDirective(): AstroIntegration {
  return {
    name: "baukasten:install-prompt",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "installprompt", entrypoint: fileURLToPath(new URL("../pwa/install-directive.ts", import.meta.url)) });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:installprompt"?: boolean;
  }
}
