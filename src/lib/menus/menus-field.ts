import type { CmsClient } from "../cms/client.ts";
import { MENUS_FIELD } from "./menu.ts";

/** The schema that holds the menus. */
export const SETTINGS_SCHEMA = "global-settings";

/**
 * Gives the global settings the `menus` field when they lack it (a store seeded before menus
 * existed), through the Squidex protocol: the schema synchronised with its fields as they are plus
 * the new invariant Json field, nothing dropped or recreated. Returns whether it added the field;
 * nothing is written when the field is there or the schema is missing.
 */
export async function ensureMenusField(cms: CmsClient): Promise<boolean> {
  const { items } = await cms.schemas.list();
  const schema = items.find((s) => s.name === SETTINGS_SCHEMA);
  if (!schema || (schema.fields ?? []).some((field) => field.name === MENUS_FIELD)) return false;
  const fields = (schema.fields ?? []).map(({ name, partitioning, properties, isHidden, isLocked, isDisabled }) => ({
    name,
    partitioning: (partitioning ?? "invariant").toLowerCase(),
    properties,
    isHidden,
    isLocked,
    isDisabled,
  }));
  fields.push({
    name: MENUS_FIELD,
    partitioning: "invariant",
    properties: { fieldType: "Json", label: "Menus" },
    isHidden: false,
    isLocked: false,
    isDisabled: false,
  });
  await cms.schemas.sync(SETTINGS_SCHEMA, {
    properties: schema.properties,
    isPublished: schema.isPublished,
    fields,
    noFieldDeletion: true,
    noFieldRecreation: true,
  });
  return true;
}
