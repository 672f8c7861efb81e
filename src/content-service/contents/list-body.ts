import type { AppLanguage, Caller, ContentStatus, SchemaRecord } from "../types.ts";
import { can } from "../permissions.ts";
import { instant } from "../dates.ts";
import { defaultChecks, defaultsApply } from "./defaults-apply.ts";
import { STATUS_COLORS, STATUSES, toContentDto } from "./dto.ts";
import type { ShapeOptions } from "./shape.ts";
import { nextStatuses } from "./workflow.ts";
import { fromRow, type ContentRow } from "./rows.ts";

/** A list row: `data` comes as its stored UTF-8 bytes, so a spliced item needs neither decoding nor encoding. */
export type ListRow = Omit<ContentRow, "schema_id" | "data"> & { data: Uint8Array };

/** The columns of a ListRow, over the `contents` row aliased `c`. */
export const LIST_COLUMNS = "c.id, c.status, CAST(c.data AS BLOB) AS data, c.version, c.created, c.created_by, c.last_modified, c.last_modified_by";

const J = JSON.stringify;
const STATUSES_JSON = J(STATUSES);
const utf8 = new TextDecoder();

/**
 * Writes the ContentsDto of a list of `schema` for one request. Where no shaping applies to an item
 * (no `X-Languages`, `X-Flatten`, `X-Fields`, no hidden field, no default value to fill in), its stored
 * `data` goes out as it is: `save` stores `JSON.stringify(data)`, which JSON.parse + JSON.stringify
 * reproduces byte for byte. Other items take the `toContentDto` path, so the output is the same either way.
 */
export function listWriter(app: string, schema: SchemaRecord, caller: Caller | undefined, languages: AppLanguage[], shape: ShapeOptions) {
  // Decided per request from the schema as loaded, so it is exact after any schema change.
  const splice = !schema.fields.some((f) => f.isHidden) && !shape.flatten && shape.fields.length === 0 && shape.languages.length === 0;
  const checks = splice && shape.defaults ? defaultChecks(schema, languages) : [];
  const items = itemWriter(app, schema, caller);
  const self = `/api/content/${app}/${schema.name}`;
  const links: Record<string, { href: string; method: string }> = { self: { href: self, method: "GET" } };
  if (can(caller, "contents.write")) {
    links.create = { href: self, method: "POST" };
    links["create/publish"] = { href: `${self}?publish=true`, method: "POST" };
  }
  const tail = `],"statuses":${STATUSES_JSON},"_links":${J(links)}}`;

  /** The UTF-8 bytes of the ContentsDto. */
  function write(total: number, rows: ListRow[]): Buffer<ArrayBuffer> {
    // Text and stored data bytes alternate: texts[i] comes before blobs[i], the last text ends the body.
    const texts: string[] = [];
    const blobs: Uint8Array[] = [];
    let text = `{"total":${J(total)},"items":[`;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (i > 0) text += ",";
      if (splice && Object.hasOwn(STATUS_COLORS, row.status) && !defaultsApply(row.data, checks)) {
        const [head, rest] = items(row);
        texts.push(text + head);
        blobs.push(row.data);
        text = rest;
      } else {
        const record = fromRow({ ...row, data: utf8.decode(row.data) }, schema);
        text += J(toContentDto(app, schema, record, caller, languages, shape));
      }
    }
    texts.push(text + tail);
    let size = 0;
    for (const t of texts) size += Buffer.byteLength(t);
    for (const b of blobs) size += b.byteLength;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (let i = 0; i < blobs.length; i++) {
      at += out.write(texts[i]!, at);
      out.set(blobs[i]!, at);
      at += blobs[i]!.byteLength;
    }
    out.write(texts[blobs.length]!, at);
    return out;
  }
  return write;
}

/**
 * Writes one ContentDto as the text before and after its `data`; keys and `_links` in `toContentDto`'s
 * order. Everything constant per schema, caller and status is serialised once.
 */
function itemWriter(app: string, schema: SchemaRecord, caller: Caller | undefined): (row: ListRow) => [string, string] {
  const base = J(`/api/content/${app}/${schema.name}/`).slice(0, -1);
  const write = can(caller, "contents.write");
  const label = schema.properties.label;
  const meta = `"schemaId":${J(schema.id)},"schemaName":${J(schema.name)},${typeof label === "string" ? `"schemaDisplayName":${J(label)},` : ""}`;
  const heads = {} as Record<string, string>;
  const writeLinks = {} as Record<string, string[]>;
  for (const status of Object.keys(STATUS_COLORS) as ContentStatus[]) {
    heads[status] = `"status":${J(status)},"statusColor":${J(STATUS_COLORS[status])},${meta}"isDeleted":false,"version":`;
    // Fragments joined by the encoded id.
    const parts = [`,"update":{"href":${base}`, `","method":"PUT"},"patch":{"href":${base}`, `","method":"PATCH"},"delete":{"href":${base}`];
    let last = `","method":"DELETE"}`;
    for (const next of nextStatuses(status)) {
      parts.push(`${last},${J(`status/${next}`)}:{"href":${base}`);
      last = `/status","method":"PUT","metadata":${J(STATUS_COLORS[next])}}`;
    }
    parts.push(last);
    writeLinks[status] = parts;
  }
  return (row) => {
    const id = encodeURIComponent(row.id);
    const v = row.version;
    let links = `{"self":{"href":${base}${id}","method":"GET"}`;
    if (v > 0) links += `,"previous":{"href":${base}${id}?version=${v - 1}","method":"GET"}`;
    if (write) links += writeLinks[row.status]!.join(id);
    return [
      `{"id":${J(row.id)},"createdBy":${J(row.created_by)},"lastModifiedBy":${J(row.last_modified_by)},"data":`,
      `,"created":${J(instant(row.created))},"lastModified":${J(instant(row.last_modified))},${heads[row.status]}${J(v)},"_links":${links}}}`,
    ];
  };
}
