import type { AppLanguage, Caller, ContentStatus, SchemaRecord } from "../types.ts";
import { can } from "../permissions.ts";
import { instant } from "../dates.ts";
import { JsonBody, jsonFragment } from "../json-body.ts";
import { defaultChecks, defaultsApply } from "./defaults-apply.ts";
import { STATUS_COLORS, STATUSES, toContentDto } from "./dto.ts";
import type { ShapeOptions } from "./shape.ts";
import { nextStatuses } from "./workflow.ts";
import { fromRow } from "./rows.ts";
import type { Columns } from "./read.ts";

/** A list row: `data` comes as its stored UTF-8 bytes, so a spliced item needs neither decoding nor encoding. */
export type ListRow = [
  id: string,
  status: string,
  data: Uint8Array,
  version: number,
  created: string,
  createdBy: string,
  lastModified: string,
  lastModifiedBy: string,
  newStatus: string | null,
];

/** The columns of a ListRow, in its order, over the `contents` row aliased `c`. */
export const LIST_COLUMNS: Columns = {
  sql: "c.id, c.status, CAST(c.data AS BLOB), c.version, c.created, c.created_by, c.last_modified, c.last_modified_by, c.new_status",
  arrays: true,
};

const J = JSON.stringify;
const STATUSES_JSON = J(STATUSES);
const COMMA = jsonFragment(",");
const utf8 = new TextDecoder();

/**
 * Writes the ContentsDto of a list of `schema` for one request. Where no shaping applies to an item
 * (no `X-Languages`, `X-Flatten`, `X-Fields`, no hidden field, no default value to fill in, no draft
 * shown), its stored `data` goes out as it is: `save` stores `JSON.stringify(data)`, which JSON.parse + JSON.stringify
 * reproduces byte for byte. Other items take the `toContentDto` path, so the output is the same either way.
 * Characters above U+00FF are written as `\uXXXX` escapes (see JsonBody).
 */
export function listWriter(app: string, schema: SchemaRecord, caller: Caller | undefined, languages: AppLanguage[], shape: ShapeOptions) {
  // Decided per request from the schema as loaded, so it is exact after any schema change.
  const splice = !schema.fields.some((f) => f.isHidden) && !shape.flatten && shape.fields.length === 0 && shape.languages.length === 0;
  const checks = splice && shape.defaults ? defaultChecks(schema, languages) : [];
  const item = itemWriter(app, schema, caller, shape.resolveFlow);
  const self = `/api/content/${app}/${schema.name}`;
  const links: Record<string, { href: string; method: string }> = { self: { href: self, method: "GET" } };
  if (can(caller, "contents.write")) {
    links.create = { href: self, method: "POST" };
    links["create/publish"] = { href: `${self}?publish=true`, method: "POST" };
  }
  const tail = `],"statuses":${STATUSES_JSON},"_links":${J(links)}}`;

  /** The UTF-8 bytes of the ContentsDto, in chunks. */
  function write(total: number, rows: ListRow[]): Uint8Array[] {
    const body = new JsonBody();
    body.text(`{"total":${J(total)},"items":[`);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (i > 0) body.fragment(COMMA);
      if (splice && row[8] === null && Object.hasOwn(STATUS_COLORS, row[1]) && !defaultsApply(row[2], checks)) {
        item(body, row);
      } else {
        const [id, status, data, version, created, createdBy, lastModified, lastModifiedBy, newStatus] = row;
        const record = fromRow(
          {
            id,
            status,
            new_status: newStatus,
            data: utf8.decode(data),
            version,
            created,
            created_by: createdBy,
            last_modified: lastModified,
            last_modified_by: lastModifiedBy,
          },
          schema,
        );
        body.text(J(toContentDto(app, schema, record, caller, languages, shape)));
      }
    }
    body.text(tail);
    return body.end();
  }
  return write;
}

/** Ids that encodeURIComponent leaves as they are; none needs escaping in JSON either. */
const PLAIN_ID = /^[A-Za-z0-9\-_.!~*'()]+$/;

/**
 * Writes one ContentDto around its stored `data`; keys and `_links` in `toContentDto`'s order.
 * Everything constant per schema, caller and status is encoded once per request, as fragments
 * between the values of the row.
 */
function itemWriter(app: string, schema: SchemaRecord, caller: Caller | undefined, flow: boolean): (body: JsonBody, row: ListRow) => void {
  // `"/api/content/<app>/<schema>/`: the opening quote of every href, before the encoded id.
  const href = J(`/api/content/${app}/${schema.name}/`).slice(0, -1);
  const write = can(caller, "contents.write");
  const label = schema.properties.label;
  const meta = `"schemaId":${J(schema.id)},"schemaName":${J(schema.name)},${typeof label === "string" ? `"schemaDisplayName":${J(label)},` : ""}`;
  const f = {
    open: jsonFragment(`{"id":`),
    openPlain: jsonFragment(`{"id":"`),
    createdBy: jsonFragment(`,"createdBy":`),
    createdByPlain: jsonFragment(`","createdBy":`),
    lastModifiedBy: jsonFragment(`,"lastModifiedBy":`),
    data: jsonFragment(`,"data":`),
    // Stored instants are toISOString() output (dates.ts): ASCII without quotes or escapes.
    created: jsonFragment(`,"created":"`),
    lastModified: jsonFragment(`","lastModified":"`),
    self: jsonFragment(`,"_links":{"self":{"href":${href}`),
    previous: jsonFragment(`","method":"GET"},"previous":{"href":${href}`),
    version: jsonFragment(`?version=`),
  };
  // Per status: the text from the closing quote of lastModified to the version, and the links after
  // `self` (and after `previous`) as fragments joined by the encoded id, ending the item.
  const heads = {} as Record<ContentStatus, Uint8Array>;
  const links = {} as Record<ContentStatus, Uint8Array[]>;
  for (const status of Object.keys(STATUS_COLORS) as ContentStatus[]) {
    heads[status] = jsonFragment(`","status":${J(status)},"statusColor":${J(STATUS_COLORS[status])},${meta}"isDeleted":false,"version":`);
    const parts = [`","method":"GET"}`];
    if (write) {
      if (flow) {
        parts[0] += `,"update":{"href":${href}`;
        parts.push(`","method":"PUT"},"patch":{"href":${href}`, `","method":"PATCH"},"delete":{"href":${href}`);
      } else parts[0] += `,"delete":{"href":${href}`;
      let last = `","method":"DELETE"}`;
      // Rows with a draft take the toContentDto path, so a published row here has none.
      if (status === "Published") {
        parts.push(`${last},"draft/create":{"href":${href}`);
        last = `/draft","method":"POST"}`;
      }
      for (const next of flow ? nextStatuses(status) : []) {
        parts.push(`${last},${J(`status/${next}`)}:{"href":${href}`);
        last = `/status","method":"PUT","metadata":${J(STATUS_COLORS[next])}}`;
      }
      parts.push(last);
    }
    parts[parts.length - 1] += "}}";
    links[status] = parts.map(jsonFragment);
  }
  // createdBy and lastModifiedBy: a few clients write everything.
  const actors = new Map<string, Uint8Array>();
  const actor = (name: string) => {
    let bytes = actors.get(name);
    if (!bytes) actors.set(name, (bytes = jsonFragment(J(name))));
    return bytes;
  };

  return (body, [rawId, status, data, v, created, createdBy, lastModified, lastModifiedBy]) => {
    const plain = PLAIN_ID.test(rawId);
    // encodeURIComponent leaves only ASCII.
    const id = Buffer.from(plain ? rawId : encodeURIComponent(rawId), "latin1");
    if (plain) {
      body.fragment(f.openPlain);
      body.fragment(id);
      body.fragment(f.createdByPlain);
    } else {
      body.fragment(f.open);
      body.text(J(rawId));
      body.fragment(f.createdBy);
    }
    body.fragment(actor(createdBy));
    body.fragment(f.lastModifiedBy);
    body.fragment(actor(lastModifiedBy));
    body.fragment(f.data);
    body.bytes(data);
    body.fragment(f.created);
    body.ascii(instant(created));
    body.fragment(f.lastModified);
    body.ascii(instant(lastModified));
    body.fragment(heads[status as ContentStatus]);
    body.ascii(String(v));
    body.fragment(f.self);
    body.fragment(id);
    if (v > 0) {
      body.fragment(f.previous);
      body.fragment(id);
      body.fragment(f.version);
      body.ascii(String(v - 1));
    }
    const parts = links[status as ContentStatus];
    body.fragment(parts[0]!);
    for (let k = 1; k < parts.length; k++) {
      body.fragment(id);
      body.fragment(parts[k]!);
    }
  };
}
