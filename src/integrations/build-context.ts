import type { AstroIntegration } from "astro";
import { openSiteContent, type CmsClient, type SiteContent } from "../lib/cms/index.ts";
import { config } from "../lib/config.ts";
import type { SiteData } from "../lib/content/model.ts";
import { contentFingerprint } from "../lib/site/fingerprint.ts";
import { fetchSiteData, siteDataToJson } from "../lib/site/load.ts";

const SNAPSHOT_MODULE = "virtual:baukasten/build-snapshot";
const RESOLVED_SNAPSHOT_MODULE = `\0${SNAPSHOT_MODULE}`;

/**
 * What one `astro build` shares between its integrations and its prerendered pages: one content
 * client (the embedded service in-process, or a real Squidex) and one snapshot of the site data,
 * read once. Created in `astro.config.mjs` and handed to each integration; the pages get the
 * snapshot through the virtual module `virtual:baukasten/build-snapshot` (src/lib/site/build-data.ts).
 */
export interface BuildContext {
  client(): CmsClient;
  /** The site data of this build; the first call starts reading it. */
  snapshot(): Promise<SiteData>;
  /** The content fingerprint of this build, read once (call it before `snapshot`). */
  fingerprint(): Promise<string>;
  /** Closes the embedded content service, if one was opened. */
  close(): void;
  /**
   * The integration that serves the snapshot module to the prerendered pages and closes the
   * content service after the build (register it last: the other integrations read at build:done).
   */
  integration(): AstroIntegration;
}

export function createBuildContext(): BuildContext {
  let content: SiteContent | undefined;
  let snapshot: Promise<SiteData> | undefined;
  let fingerprint: Promise<string> | undefined;
  const context: BuildContext = {
    client() {
      return (content ??= openSiteContent(config())).cms;
    },
    snapshot() {
      return (snapshot ??= fetchSiteData(context.client(), config().siteCode));
    },
    fingerprint() {
      return (fingerprint ??= contentFingerprint(context.client()));
    },
    close() {
      content?.close();
      content = undefined;
    },
    integration() {
      let building = false;
      return {
        name: "baukasten:build-snapshot",
        hooks: {
          "astro:config:setup": ({ command, updateConfig }) => {
            building = command === "build";
            updateConfig({
              vite: {
                plugins: [
                  {
                    name: "baukasten:build-snapshot",
                    resolveId: (id: string) => (id === SNAPSHOT_MODULE ? RESOLVED_SNAPSHOT_MODULE : undefined),
                    // In a build: the snapshot as one JSON string (parsed once by the pages' module);
                    // in dev: nothing, and pages read the dev services' current data.
                    load: async (id: string) => {
                      if (id !== RESOLVED_SNAPSHOT_MODULE) return undefined;
                      if (!building) return "export default undefined;";
                      return `export default ${JSON.stringify(siteDataToJson(await context.snapshot()))};`;
                    },
                  },
                ],
              },
            });
          },
          "astro:build:done": () => context.close(),
        },
      };
    },
  };
  return context;
}
