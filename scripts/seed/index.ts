import { createSeedClient, mapLimit, type FetchTarget } from "./client.ts";
import { IMAGES, renderPng } from "./images.ts";
import { baseEntitySchemas, pageSchemas, referencingEntitySchemas, siteSchemas } from "./entity-schemas.ts";
import { stableId } from "./ids.ts";
import { planContent } from "./plan.ts";

export type { FetchTarget } from "./client.ts";
export { SeedError } from "./client.ts";

/** What to seed, where, and as whom. */
export interface SeedOptions {
  /** Service root, e.g. `http://embedded` for the in-process service or `https://cloud.squidex.io`. */
  baseUrl: string;
  app: string;
  clientId: string;
  clientSecret: string;
  /** Website code most practitioners list (`SITE_CODE`). */
  siteCode: string;
  /** Generated pages on top of the base content. */
  pages?: number;
  /** Generated practitioners on top of the base content. */
  practitioners?: number;
  /** Reference time for appointments and challenge weeks; default now. */
  now?: Date;
  log?: (line: string) => void;
}

/** What a seed run created and how long it took. */
export interface SeedReport {
  schemas: number;
  assets: number;
  /** Items created per schema. */
  contents: Record<string, number>;
  durationMs: number;
}

const CONCURRENCY = 8;

/**
 * Creates every schema, uploads the illustrations and creates all content through the Squidex
 * HTTP protocol only, so it works against the embedded service and a real Squidex alike. Expects
 * an app without these schemas; throws a `SeedError` naming the schema or item on any non-2xx.
 */
export async function seed(target: FetchTarget, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const client = createSeedClient(target, options);
  await client.connect();

  const schemaIds = new Map<string, string>();
  const idOf = (name: string) => {
    const id = schemaIds.get(name);
    if (!id) throw new Error(`schema ${name} has not been created yet`);
    return id;
  };
  const create = async (dto: Parameters<typeof client.createSchema>[0]) => schemaIds.set(dto.name, await client.createSchema(dto));
  // The block declarations load the rich-text sanitiser (jsdom): only a run that seeds pays for it.
  const { blockSchemas } = await import("./block-schemas.ts");
  // In stages: a schema's References fields need the ids of the schemas they point at.
  await mapLimit(baseEntitySchemas(), CONCURRENCY, create);
  await mapLimit([...referencingEntitySchemas(idOf), ...blockSchemas(idOf)], CONCURRENCY, create);
  await mapLimit(pageSchemas(idOf), CONCURRENCY, create);
  await mapLimit(siteSchemas(idOf), CONCURRENCY, create);
  log(`schemas: ${schemaIds.size}`);

  const assetIds = new Map<string, string>();
  await mapLimit(IMAGES, CONCURRENCY, async (image) => {
    assetIds.set(image.key, await client.uploadAsset(image.fileName, "image/png", renderPng(image), stableId("assets", image.key)));
  });
  log(`assets: ${assetIds.size}`);

  const groups = planContent({
    siteCode: options.siteCode,
    now: options.now ?? new Date(),
    pages: options.pages,
    practitioners: options.practitioners,
    schemaIdOf: idOf,
    assetIdOf: (key) => {
      const id = assetIds.get(key);
      if (!id) throw new Error(`no uploaded image ${key}`);
      return id;
    },
  });
  const contents: Record<string, number> = {};
  for (const group of groups) {
    let done = 0;
    await mapLimit(group, CONCURRENCY, async (item) => {
      await client.createContent(item.schema, item.data, { id: item.id, label: `"${item.label}" (${item.id})` });
      contents[item.schema] = (contents[item.schema] ?? 0) + 1;
      if (++done % 1000 === 0) log(`  ${done}/${group.length} items`);
    });
  }
  const report = { schemas: schemaIds.size, assets: assetIds.size, contents, durationMs: Math.round(performance.now() - started) };
  log(
    `contents: ${Object.entries(contents)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  return report;
}

/** Seeds only when the `pages` schema does not exist yet; true when it seeded. */
export async function seedIfEmpty(target: FetchTarget, options: SeedOptions): Promise<boolean> {
  const client = createSeedClient(target, options);
  if (await client.schemaId("pages")) return false;
  await seed(target, options);
  return true;
}
