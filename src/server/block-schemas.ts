/**
 * At start: the content service's component schemas of the code blocks brought up to what this
 * code build declares (`block-schemas.json`, written with the code build), so a block type added
 * in code reaches an existing store without a new seed (src/lib/cms/schema-sync.ts). It logs what
 * it did and never stops the start: a site with an out-of-date schema still serves its pages.
 */
import { readFile } from "node:fs/promises";
import * as v from "valibot";
import type { CmsClient } from "../lib/cms/client.ts";
import { describeSync, DesiredSchemaSchema, syncComponentSchemas, type DesiredSchema } from "../lib/cms/schema-sync.ts";

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function syncBlockSchemas(cms: CmsClient, file: string): Promise<void> {
  let declared: DesiredSchema[];
  try {
    declared = v.parse(v.array(DesiredSchemaSchema), JSON.parse(await readFile(file, "utf8")));
  } catch (error) {
    console.error(`Block schemas not checked: ${file} could not be read (${message(error)}); \`npm run build\` writes it.`);
    return;
  }
  try {
    for (const line of describeSync(await syncComponentSchemas(cms, declared))) console.log(line);
  } catch (error) {
    console.error(`Block schemas not brought up to date: ${message(error)}`);
  }
}
