/** Squidex default roles; the embedded service gives each client exactly one. */
export type Role = "Owner" | "Developer" | "Editor" | "Reader";

export interface ClientDefinition {
  /** Full Squidex client id, `app:name`, e.g. `baukasten:default`. */
  id: string;
  secret: string;
  role: Role;
}

export interface WebhookTarget {
  url: string;
  /** Shared secret; requests carry `X-Signature: base64(sha256(body + secret))` as Squidex sends it. */
  secret: string;
}

export interface AppLanguage {
  iso2Code: string;
  isMaster: boolean;
  /** Languages tried, in order, when a value is missing. */
  fallback: string[];
}

export interface ContentServiceOptions {
  /** Folder for `content.db` and the asset files. */
  dataDir: string;
  /** App name; default `baukasten`. */
  app?: string;
  /** Clients allowed to request tokens. */
  clients: ClientDefinition[];
  /** Key (≥ 32 chars) that signs access tokens. */
  tokenKey: string;
  /** App languages; default German (master) and English (falls back to German). */
  languages?: AppLanguage[];
  /** Rule targets fired on content changes. */
  webhooks?: WebhookTarget[];
  /** Largest accepted asset upload in bytes; default 10 MiB. */
  maxUploadBytes?: number;
  /** Largest accepted JSON body in bytes; default 1 MiB. */
  maxJsonBytes?: number;
  /** Access-token lifetime in seconds; default 30 days as in Squidex. */
  tokenLifetimeSeconds?: number;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** fetch used to deliver webhooks; default global fetch. */
  fetch?: typeof fetch;
}

export interface ResolvedOptions {
  dataDir: string;
  app: string;
  clients: ClientDefinition[];
  tokenKey: string;
  languages: AppLanguage[];
  webhooks: WebhookTarget[];
  maxUploadBytes: number;
  maxJsonBytes: number;
  tokenLifetimeSeconds: number;
  now: () => Date;
  fetch: typeof fetch;
}

/** Who is calling: resolved from the bearer token, or anonymous. */
export interface Caller {
  clientId: string;
  role: Role;
}

/** Content data: field → partition (`iv` or a language) → value. */
export type ContentData = Record<string, Record<string, unknown>>;

export type ContentStatus = "Draft" | "Published" | "Archived";

/**
 * A content item as one reader sees it. While a published item has a draft (Squidex's new version),
 * readers of unpublished content get the draft's `data` with `status` Published and `newStatus` the
 * draft's status; everyone else gets the published data and no `newStatus`.
 */
export interface ContentRecord {
  id: string;
  schemaId: string;
  schemaName: string;
  status: ContentStatus;
  /** Status of the draft of a published item; absent without a draft or for published-only readers. */
  newStatus?: ContentStatus;
  data: ContentData;
  version: number;
  created: string;
  createdBy: string;
  lastModified: string;
  lastModifiedBy: string;
}

export type FieldType =
  | "String"
  | "Number"
  | "Boolean"
  | "DateTime"
  | "Json"
  | "References"
  | "Assets"
  | "Geolocation"
  | "Tags"
  | "Array"
  | "Component"
  | "Components"
  | "RichText"
  | "UI";

export interface FieldProperties {
  fieldType: FieldType;
  label?: string;
  hints?: string;
  placeholder?: string;
  editor?: string;
  isRequired?: boolean;
  minLength?: number;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  minItems?: number;
  maxItems?: number;
  allowedValues?: unknown[];
  defaultValue?: unknown;
  schemaIds?: string[];
  tags?: string[];
  [key: string]: unknown;
}

export interface NestedField {
  fieldId: number;
  name: string;
  isHidden: boolean;
  isLocked: boolean;
  isDisabled: boolean;
  properties: FieldProperties;
}

export interface SchemaField extends NestedField {
  partitioning: "invariant" | "language";
  nested?: NestedField[];
}

export type SchemaType = "Default" | "Singleton" | "Component";

export interface SchemaRecord {
  id: string;
  name: string;
  type: SchemaType;
  isPublished: boolean;
  properties: { label?: string; hints?: string; tags?: string[]; [key: string]: unknown };
  fields: SchemaField[];
  version: number;
  created: string;
  createdBy: string;
  lastModified: string;
  lastModifiedBy: string;
}

export interface AssetRecord {
  id: string;
  parentId: string;
  fileName: string;
  fileHash: string;
  slug: string;
  mimeType: string;
  fileSize: number;
  fileVersion: number;
  isProtected: boolean;
  tags: string[];
  metadata: Record<string, unknown>;
  version: number;
  created: string;
  createdBy: string;
  lastModified: string;
  lastModifiedBy: string;
}
