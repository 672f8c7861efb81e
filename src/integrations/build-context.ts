import type { AstroIntegration } from "astro";
import { openSiteContent, type CmsClient, type SiteContent } from "../lib/cms/index.ts";
import { config } from "../lib/config.ts";

/**
 * What one `astro build` shares between its integrations: one content client (the embedded
 * service in-process, or a real Squidex), opened on first use. The pages are not rendered by
 * `astro build` but by the server's render pass (src/server/publish), from its own snapshot.
 */
export interface BuildContext {
  client(): CmsClient;
  /** Closes the embedded content service, if one was opened. */
  close(): void;
  /** The integration that closes the content service after the build (register it last). */
  integration(): AstroIntegration;
}

export function createBuildContext(): BuildContext {
  let content: SiteContent | undefined;
  const context: BuildContext = {
    client() {
      return (content ??= openSiteContent(config())).cms;
    },
    close() {
      content?.close();
      content = undefined;
    },
    integration() {
      return { name: "baukasten:build-context", hooks: { "astro:build:done": () => context.close() } };
    },
  };
  return context;
}
