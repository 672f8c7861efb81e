/**
 * Brings component schemas the code declares up to date in the content service, through the
 * Squidex protocol only (so against a real Squidex too): a missing schema is created; an existing
 * one gains the fields it lacks and takes the code's field settings; a field the code no longer
 * declares is kept (pages may hold its data: reported, never dropped), and so is a field whose
 * type or partitioning differs from the code's (changing it would drop its data: reported).
 * Nothing changes when the schema already matches, so running it on every start writes nothing.
 */
import * as v from "valibot";
import type { CmsClient } from "./client.ts";
import { CmsError } from "./cms-error.ts";

/** A component schema as the code declares it (Squidex `CreateSchemaDto` with `UpsertSchemaFieldDto` fields), as the code build writes it. */
export const DesiredSchemaSchema = v.object({
  name: v.string(),
  type: v.string(),
  isPublished: v.boolean(),
  properties: v.record(v.string(), v.unknown()),
  fields: v.array(v.object({ name: v.string(), partitioning: v.string(), properties: v.looseObject({ fieldType: v.string() }) })),
});
export type DesiredSchema = v.InferOutput<typeof DesiredSchemaSchema>;

/** Stands for the id of schema `name` (a References field's `schemaIds`) until the content service names it. */
export const schemaRef = (name: string): string => `schema-ref:${name}`;
const REF = /^schema-ref:(.+)$/;

export interface SchemaSyncReport {
  created: string[];
  /** Fields added or brought to the code's settings, per schema. */
  updated: { schema: string; added: string[]; changed: string[] }[];
  /** Fields no code declares any more: kept with their data. */
  kept: { schema: string; field: string }[];
  /** Fields whose type or partitioning differs from the code's: left as they are. */
  differing: { schema: string; field: string; stored: string; declared: string }[];
  /** Schemas not brought up to date: their fields reference schemas the content service does not have. */
  skipped: { schema: string; missing: string[] }[];
  /** Schemas the content service refused to create or change (a client without the Developer role may not). */
  refused: { schema: string; reason: string }[];
}

/** `value` with every `schema-ref:<name>` string replaced by that schema's id; the names it could not resolve. */
function resolveRefs<T>(value: T, ids: ReadonlyMap<string, string>, missing: Set<string>): T {
  const visit = (v: unknown): unknown => {
    if (typeof v === "string") {
      const name = REF.exec(v)?.[1];
      if (name === undefined) return v;
      const id = ids.get(name);
      if (id === undefined) missing.add(name);
      return id ?? v;
    }
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}

/** Whether `stored` holds every setting `declared` has, with the same value (a content service adds defaults of its own). */
function holds(stored: Record<string, unknown> | undefined, declared: Record<string, unknown>): boolean {
  return Object.entries(declared).every(([key, value]) => value === undefined || JSON.stringify(stored?.[key] ?? null) === JSON.stringify(value));
}

export async function syncComponentSchemas(cms: CmsClient, desired: readonly DesiredSchema[]): Promise<SchemaSyncReport> {
  const report: SchemaSyncReport = { created: [], updated: [], kept: [], differing: [], skipped: [], refused: [] };
  const attempt = async (schema: string, write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (error) {
      if (!(error instanceof CmsError)) throw error;
      report.refused.push({ schema, reason: error.message });
      return false;
    }
  };
  const { items } = await cms.schemas.list();
  const byName = new Map(items.map((schema) => [schema.name, schema]));
  const ids = new Map(items.map((schema) => [schema.name, schema.id]));
  for (const declared of desired) {
    const missing = new Set<string>();
    const want = resolveRefs(declared, ids, missing);
    if (missing.size > 0) {
      report.skipped.push({ schema: want.name, missing: [...missing] });
      continue;
    }
    const stored = byName.get(want.name);
    if (!stored) {
      if (await attempt(want.name, () => cms.schemas.create(want))) report.created.push(want.name);
      continue;
    }
    const has = new Map((stored.fields ?? []).map((field) => [field.name, field]));
    const added: string[] = [];
    const changed: string[] = [];
    const fields = want.fields.map((field) => {
      const current = has.get(field.name);
      if (!current) {
        added.push(field.name);
        return field;
      }
      const { isHidden, isLocked, isDisabled } = current;
      const partitioning = (current.partitioning ?? field.partitioning).toLowerCase();
      // Another type or partitioning stores the data differently: changing it would lose what pages hold.
      if (current.properties.fieldType !== field.properties.fieldType || partitioning !== field.partitioning) {
        const shape = (type: string, by: string) => `${type} (${by})`;
        report.differing.push({
          schema: want.name,
          field: field.name,
          stored: shape(current.properties.fieldType, partitioning),
          declared: shape(field.properties.fieldType, field.partitioning),
        });
        return { name: current.name, partitioning, properties: current.properties, isHidden, isLocked, isDisabled };
      }
      if (!holds(current.properties, field.properties)) changed.push(field.name);
      return { ...field, isHidden, isLocked, isDisabled };
    });
    for (const name of has.keys()) if (!want.fields.some((field) => field.name === name)) report.kept.push({ schema: want.name, field: name });
    const propertiesChanged = !holds(stored.properties, want.properties);
    if (added.length === 0 && changed.length === 0 && !propertiesChanged) continue;
    const sync = { properties: want.properties, isPublished: want.isPublished, fields, noFieldDeletion: true, noFieldRecreation: true };
    if (await attempt(want.name, () => cms.schemas.sync(want.name, sync)))
      report.updated.push({ schema: want.name, added, changed: propertiesChanged ? [...changed, "(schema settings)"] : changed });
  }
  return report;
}

/** The report as log lines (none when nothing was to do). */
export function describeSync(report: SchemaSyncReport): string[] {
  const lines: string[] = [];
  if (report.created.length) lines.push(`Block schemas created: ${report.created.join(", ")}.`);
  for (const u of report.updated)
    lines.push(
      `Block schema ${u.schema} brought up to date${u.added.length ? `: fields added ${u.added.join(", ")}` : ""}${u.changed.length ? `${u.added.length ? ";" : ":"} settings of ${u.changed.join(", ")}` : ""}.`,
    );
  for (const k of report.kept) lines.push(`Block schema ${k.schema}: field ${k.field} is no longer declared by the code; kept with its data.`);
  for (const d of report.differing)
    lines.push(
      `Block schema ${d.schema}: field ${d.field} is ${d.stored} in the content service, the code declares ${d.declared}; left as it is (changing it would drop its data).`,
    );
  for (const s of report.skipped)
    lines.push(`Block schema ${s.schema} not brought up to date: its fields reference ${s.missing.join(", ")}, which the content service does not have.`);
  for (const r of report.refused) lines.push(`Block schema ${r.schema} not brought up to date: the content service refused (${r.reason}).`);
  return lines;
}
