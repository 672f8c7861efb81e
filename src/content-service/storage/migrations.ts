/**
 * Ordered schema migrations of `content.db`. Append only: a released migration never changes.
 * `user_version` records how many have run.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE schemas (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL DEFAULT 'Default',
    is_published INTEGER NOT NULL DEFAULT 0,
    properties TEXT NOT NULL DEFAULT '{}',
    fields TEXT NOT NULL DEFAULT '[]',
    version INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    created_by TEXT NOT NULL,
    last_modified TEXT NOT NULL,
    last_modified_by TEXT NOT NULL
  );
  CREATE TABLE contents (
    id TEXT PRIMARY KEY,
    schema_id TEXT NOT NULL REFERENCES schemas(id),
    status TEXT NOT NULL,
    data TEXT NOT NULL,
    version INTEGER NOT NULL,
    created TEXT NOT NULL,
    created_by TEXT NOT NULL,
    last_modified TEXT NOT NULL,
    last_modified_by TEXT NOT NULL
  );
  CREATE INDEX contents_by_schema ON contents (schema_id, last_modified DESC, id);
  CREATE INDEX contents_by_schema_status ON contents (schema_id, status);
  CREATE TABLE content_versions (
    content_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    status TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (content_id, version)
  ) WITHOUT ROWID;
  CREATE TABLE assets (
    id TEXT PRIMARY KEY,
    parent_id TEXT NOT NULL,
    file_name TEXT NOT NULL,
    file_hash TEXT NOT NULL,
    slug TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    file_size INTEGER NOT NULL,
    file_version INTEGER NOT NULL DEFAULT 0,
    is_protected INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]',
    metadata TEXT NOT NULL DEFAULT '{}',
    version INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    created_by TEXT NOT NULL,
    last_modified TEXT NOT NULL,
    last_modified_by TEXT NOT NULL
  );
  CREATE INDEX assets_by_hash ON assets (file_hash);
  CREATE INDEX assets_by_modified ON assets (last_modified DESC, id);
  CREATE TABLE rule_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    url TEXT NOT NULL,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    last_error TEXT,
    created TEXT NOT NULL
  );
  CREATE INDEX rule_events_pending ON rule_events (state, next_attempt_at);
  `,
  // Squidex schema settings beside fields and properties (category, scripts, preview URLs, list fields, rules).
  `ALTER TABLE schemas ADD COLUMN extras TEXT NOT NULL DEFAULT '{}';`,
  // Squidex's new version of a published item ("draft"): `contents` keeps the published status and
  // data, the draft its own status (never Published: publishing it ends it) and data. A draft exists
  // only beside a Published item; the triggers refuse any write that would break that.
  `
  CREATE TABLE content_drafts (
    content_id TEXT PRIMARY KEY REFERENCES contents(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('Draft', 'Archived')),
    data TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TRIGGER content_drafts_need_published_insert BEFORE INSERT ON content_drafts
    WHEN (SELECT status FROM contents WHERE id = NEW.content_id) IS NOT 'Published'
    BEGIN SELECT RAISE(ABORT, 'a draft needs a published content item'); END;
  CREATE TRIGGER content_drafts_need_published_update BEFORE UPDATE ON content_drafts
    WHEN (SELECT status FROM contents WHERE id = NEW.content_id) IS NOT 'Published'
    BEGIN SELECT RAISE(ABORT, 'a draft needs a published content item'); END;
  CREATE TRIGGER contents_keep_published_under_draft BEFORE UPDATE OF status ON contents
    WHEN NEW.status <> 'Published' AND EXISTS (SELECT 1 FROM content_drafts WHERE content_id = NEW.id)
    BEGIN SELECT RAISE(ABORT, 'a content item with a draft stays published'); END;
  ALTER TABLE content_versions ADD COLUMN new_status TEXT;
  ALTER TABLE content_versions ADD COLUMN new_data TEXT;
  `,
  // Creation order, in which the site pages through every schema: without it each page sorts all of the schema's rows.
  `CREATE INDEX contents_by_created ON contents (schema_id, created, id);`,
  // Squidex's asset folders (a tree by parent id; the root is ROOT_FOLDER and has no row), and the
  // assets of one folder in the list's order.
  `
  CREATE TABLE asset_folders (
    id TEXT PRIMARY KEY,
    parent_id TEXT NOT NULL,
    folder_name TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    created_by TEXT NOT NULL,
    last_modified TEXT NOT NULL,
    last_modified_by TEXT NOT NULL
  );
  CREATE INDEX asset_folders_by_parent ON asset_folders (parent_id, folder_name);
  CREATE INDEX assets_by_parent ON assets (parent_id, last_modified DESC, id);
  `,
  // What `$search` reads instead of every item's JSON (contents/indexes.ts): the lower-cased data
  // text of each item and draft in a trigram index; `content_text` maps its rows to them.
  `
  CREATE TABLE content_text (
    id INTEGER PRIMARY KEY,
    content_id TEXT NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
    draft INTEGER NOT NULL,
    UNIQUE (content_id, draft)
  );
  CREATE VIRTUAL TABLE content_search USING fts5(text, content='', contentless_delete=1, tokenize='trigram case_sensitive 1');
  `,
  // What a sort on a data field walks instead of every item's JSON (contents/sort-keys.ts): per
  // sorted path and view (published data, editing data), each item's value as json_extract gives
  // it (no type affinity, so it compares exactly as json_extract's result), in value order.
  `
  CREATE TABLE content_sort_keys (
    -- Never reused: values left under a dropped key's id would join a new key's.
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    schema_id TEXT NOT NULL REFERENCES schemas(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    view INTEGER NOT NULL,
    UNIQUE (schema_id, path, view)
  );
  CREATE TABLE content_sort (
    content_id TEXT NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
    key_id INTEGER NOT NULL REFERENCES content_sort_keys(id) ON DELETE CASCADE,
    value,
    PRIMARY KEY (content_id, key_id)
  ) WITHOUT ROWID;
  CREATE INDEX content_sort_walk ON content_sort (key_id, value, content_id);
  `,
];
