import * as v from "valibot";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PASSWORD_MIN_LENGTH } from "./auth/password.ts";
import { DEFAULT_MAPS_STYLE_URL } from "./directory/map.ts";
import { parseOrThrow } from "./parse.ts";

/** Secrets generated once into DATA_DIR when the environment does not set them. */
const SecretsSchema = v.object({
  clientSecret: v.pipe(v.string(), v.minLength(16)),
  publishHookSecret: v.pipe(v.string(), v.minLength(16)),
  tokenKey: v.pipe(v.string(), v.minLength(32)),
});
export type Secrets = v.InferOutput<typeof SecretsSchema>;

const optional = (schema: v.GenericSchema<string, string>) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === "" ? undefined : s)),
      v.optional(schema),
    ),
  );

const int = (fallback: number, min = 0) => v.optional(v.pipe(v.string(), v.trim(), v.toNumber(), v.integer(), v.minValue(min)), String(fallback));

/** The sender of the site's mail without `MAIL_FROM`. */
export const DEFAULT_MAIL_FROM = "baukasten <noreply@localhost>";

/** The port the server listens on without `PORT`. */
export const DEFAULT_PORT = 4321;

const EnvSchema = v.object({
  PORT: int(DEFAULT_PORT),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), "0.0.0.0"),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "./data"),
  CONTENT_SERVICE_URL: optional(
    v.pipe(
      v.string(),
      v.url("must be an absolute URL such as https://cloud.squidex.io"),
      v.regex(/^https?:\/\//, "must start with http:// or https://"),
      v.regex(/[^/]$/, "must not end with /"),
    ),
  ),
  CONTENT_SERVICE_APP: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a Squidex app name: lower-case letters, digits and dashes")),
    "baukasten",
  ),
  CONTENT_SERVICE_CLIENT_ID: optional(v.pipe(v.string(), v.minLength(1))),
  CONTENT_SERVICE_CLIENT_SECRET: optional(v.pipe(v.string(), v.minLength(1))),
  SITE_CODE: v.optional(v.pipe(v.string(), v.minLength(1)), "baukasten"),
  SITE_URL: optional(v.pipe(v.string(), v.url("must be an absolute URL"))),
  ADMIN_EMAIL: optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
  ADMIN_PASSWORD: optional(v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`))),
  PUBLISH_HOOK_SECRET: optional(v.pipe(v.string(), v.minLength(16, "must have at least 16 characters"))),
  ANALYTICS_ID: optional(v.pipe(v.string(), v.minLength(1))),
  ANALYTICS_FORWARD_URL: optional(v.pipe(v.string(), v.url("must be an absolute URL"))),
  CONSENT_PROVIDER_ID: optional(v.pipe(v.string(), v.minLength(1))),
  MAPS_STYLE_URL: optional(v.pipe(v.string(), v.url("must be an absolute URL"))),
  MAPS_TOKEN: optional(v.pipe(v.string(), v.minLength(1))),
  BUILD_CHECK_INTERVAL_MS: int(300_000, 1000),
  BUILD_HOOK_URL: optional(v.pipe(v.string(), v.url("must be an absolute URL"), v.regex(/^https?:\/\//, "must start with http:// or https://"))),
  REDIS_URL: optional(
    v.pipe(v.string(), v.url("must be a URL such as redis://localhost:6379"), v.regex(/^rediss?:\/\//, "must start with redis:// or rediss://")),
  ),
  BUILD_PRECOMPRESS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.picklist(["", "0", "1", "false", "true"], "must be 1 or 0 (true or false)"),
      v.transform((s) => s === "1" || s === "true"),
    ),
    "0",
  ),
  SMTP_URL: optional(
    v.pipe(
      v.string(),
      v.url("must be a URL such as smtp://user:password@mail.example.com:587"),
      v.regex(/^smtps?:\/\//, "must start with smtp:// or smtps://"),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[^\r\n]*@[^\r\n]*$/, "must be an address such as Website <website@example.com>")),
    DEFAULT_MAIL_FROM,
  ),
  JSON_BODY_LIMIT: int(1024 * 1024, 1024),
  UPLOAD_LIMIT: int(10 * 1024 * 1024, 1024),
  BOOKING_MIN_NOTICE_HOURS: int(12),
  BOOKING_DAILY_LIMIT: int(3, 1),
  VISITOR_FORM_MIN_FILL_MS: int(3000),
  VISITOR_FORM_ADDRESS_LIMIT: int(20, 1),
  VISITOR_FORM_EMAIL_LIMIT: int(5, 1),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded content service runs in-process. */
  contentServiceUrl: string | undefined;
  app: string;
  clientId: string;
  clientSecret: string;
  siteCode: string;
  siteUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publishHookSecret: string;
  /** Key that signs the embedded service's access tokens. */
  tokenKey: string;
  analyticsId: string | undefined;
  analyticsForwardUrl: string | undefined;
  consentProviderId: string | undefined;
  mapsStyleUrl: string;
  mapsToken: string | undefined;
  buildCheckIntervalMs: number;
  /** Unset: sessions and login limits live in the site database. */
  redisUrl: string | undefined;
  /** Set: each burst of publishes also POSTs here, signed (a CI or CDN build hook). */
  buildHookUrl: string | undefined;
  /** True: each build writes `.br`/`.gz` beside every compressible file (for a static server in front, e.g. nginx's `gzip_static`). */
  precompressBuilds: boolean;
  /** Unset: mail stays in the outbox (the site database), readable in the admin, and is never sent. */
  smtpUrl: string | undefined;
  /** The `From` of every message the site sends. */
  mailFrom: string;
  jsonBodyLimit: number;
  uploadLimit: number;
  /** A slot must start at least this many hours after the booking request. */
  bookingMinNoticeHours: number;
  /** Bookings one e-mail address may make within 24 hours (cancelled ones count). */
  bookingDailyLimit: number;
  /** A visitor form sent sooner than this after it was handed out is shown again for a second send. */
  visitorFormMinFillMs: number;
  /** Attempts of one visitor form per client address within an hour. */
  visitorFormAddressLimit: number;
  /** Attempts of one visitor form per e-mail address given within an hour. */
  visitorFormEmailLimit: number;
}

/** Reads (or creates once, with mode 0600) the generated secrets in `dataDir`. */
function ensureSecrets(dataDir: string): Secrets {
  const file = join(dataDir, "secrets.json");
  try {
    return parseOrThrow(SecretsSchema, JSON.parse(readFileSync(file, "utf8")), `${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    clientSecret: randomBytes(24).toString("base64url"),
    publishHookSecret: randomBytes(24).toString("base64url"),
    tokenKey: randomBytes(32).toString("base64url"),
  };
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
    return secrets;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return ensureSecrets(dataDir);
    throw error;
  }
}

/** Validates the environment once; throws one readable error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseOrThrow(EnvSchema, env, "environment");
  const dataDir = resolve(e.DATA_DIR);
  const external = e.CONTENT_SERVICE_URL !== undefined;
  if (external && !e.CONTENT_SERVICE_CLIENT_SECRET) {
    throw new Error("Invalid environment: CONTENT_SERVICE_CLIENT_SECRET is required when CONTENT_SERVICE_URL points at a real Squidex.");
  }
  const secrets = ensureSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    contentServiceUrl: e.CONTENT_SERVICE_URL,
    app: e.CONTENT_SERVICE_APP,
    clientId: e.CONTENT_SERVICE_CLIENT_ID ?? `${e.CONTENT_SERVICE_APP}:default`,
    clientSecret: e.CONTENT_SERVICE_CLIENT_SECRET ?? secrets.clientSecret,
    siteCode: e.SITE_CODE,
    siteUrl: e.SITE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    publishHookSecret: e.PUBLISH_HOOK_SECRET ?? secrets.publishHookSecret,
    tokenKey: secrets.tokenKey,
    analyticsId: e.ANALYTICS_ID,
    analyticsForwardUrl: e.ANALYTICS_FORWARD_URL,
    consentProviderId: e.CONSENT_PROVIDER_ID,
    mapsStyleUrl: e.MAPS_STYLE_URL ?? DEFAULT_MAPS_STYLE_URL,
    mapsToken: e.MAPS_TOKEN,
    buildCheckIntervalMs: e.BUILD_CHECK_INTERVAL_MS,
    redisUrl: e.REDIS_URL,
    buildHookUrl: e.BUILD_HOOK_URL,
    precompressBuilds: e.BUILD_PRECOMPRESS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    uploadLimit: e.UPLOAD_LIMIT,
    bookingMinNoticeHours: e.BOOKING_MIN_NOTICE_HOURS,
    bookingDailyLimit: e.BOOKING_DAILY_LIMIT,
    visitorFormMinFillMs: e.VISITOR_FORM_MIN_FILL_MS,
    visitorFormAddressLimit: e.VISITOR_FORM_ADDRESS_LIMIT,
    visitorFormEmailLimit: e.VISITOR_FORM_EMAIL_LIMIT,
  };
}

let cached: Config | undefined;
/** The process-wide configuration (environment read once). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
