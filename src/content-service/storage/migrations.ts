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
];
