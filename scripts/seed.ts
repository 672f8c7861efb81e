/**
 * `npm run seed -- [--reset] [--pages N] [--practitioners N]`
 *
 * Seeds the content service named by the environment (see src/lib/config.ts): the embedded store
 * under `DATA_DIR/content` when `CONTENT_SERVICE_URL` is unset, else that Squidex. Without
 * `--reset` it seeds only an empty app. `--reset` deletes the embedded store first (stop a running
 * `npm start` beforehand); it is refused for an external Squidex.
 */
import { existsSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/lib/config.ts";
import { embeddedOptions } from "../src/lib/cms/embedded.ts";
import { seed, seedIfEmpty, type FetchTarget, type SeedOptions } from "./seed/index.ts";

function count(value: string | undefined, flag: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${flag} must be a whole number between 0 and 1000000, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reset: { type: "boolean", default: false },
      pages: { type: "string" },
      practitioners: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log("Usage: npm run seed -- [--reset] [--pages N] [--practitioners N]");
    return;
  }
  const config = loadConfig();
  const options: SeedOptions = {
    baseUrl: config.contentServiceUrl ?? "http://embedded",
    app: config.app,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    siteCode: config.siteCode,
    pages: count(values.pages, "--pages"),
    practitioners: count(values.practitioners, "--practitioners"),
    log: (line) => console.log(line),
  };

  let target: FetchTarget;
  let close = () => {};
  if (config.contentServiceUrl) {
    if (values.reset)
      throw new Error(
        `--reset only works with the embedded store. Refusing to touch the external Squidex at ${config.contentServiceUrl}: delete its schemas yourself, then seed again.`,
      );
    target = { fetch: (request) => fetch(request) };
  } else {
    const serviceOptions = embeddedOptions(config);
    if (values.reset && existsSync(serviceOptions.dataDir)) {
      rmSync(serviceOptions.dataDir, { recursive: true, force: true });
      console.log(`removed ${serviceOptions.dataDir}`);
    }
    // Imported here so that seeding an external Squidex does not need the embedded service at all.
    const { createContentService } = await import("../src/content-service/index.ts");
    const service = createContentService(serviceOptions);
    target = service;
    close = () => service.close();
  }

  const where = config.contentServiceUrl ?? `embedded store ${embeddedOptions(config).dataDir}`;
  const started = performance.now();
  try {
    if (values.reset) {
      const report = await seed(target, options);
      console.log(
        `seeded ${where}: ${report.schemas} schemas, ${report.assets} assets, ${Object.values(report.contents).reduce((a, b) => a + b, 0)} items in ${(report.durationMs / 1000).toFixed(1)} s`,
      );
    } else if (await seedIfEmpty(target, options)) {
      console.log(`seeded ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.log(`${where} already has content (schema "pages" exists); nothing to do. Use --reset to start over.`);
    }
  } finally {
    close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
