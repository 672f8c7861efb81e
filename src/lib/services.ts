import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { ContentService } from "../content-service/index.ts";
import { AUTH_TABLES } from "./auth/tables.ts";
import { BOOKING_TABLES } from "./booking/tables.ts";
import { CONTACT_TABLES } from "./contact/tables.ts";
import { loginLimits, sqliteFailureStore, type LoginLimits } from "./auth/rate-limit.ts";
import { sqliteSessionStore, type SessionStore } from "./auth/sessions.ts";
import { createContentCache, type ContentCache } from "./cms/cache.ts";
import { openSiteContent, type CmsClient } from "./cms/index.ts";
import { createPublicGraphQL, type PublicGraphQL } from "./cms/public-graphql.ts";
import type { Config } from "./config.ts";
import { openSiteDatabase } from "./db/site-db.ts";
import { createHeaderBuilder, type HeaderBuilder } from "./http/security-headers.ts";
import { createMailer, type Mailer } from "./mail/send-mail.ts";
import { MAIL_TABLES } from "./mail/tables.ts";
import { NEWSLETTER_TABLES } from "./newsletter/tables.ts";
import { VISITOR_FORM_TABLES } from "./visitor-forms/tables.ts";
import { PAGE_ADMIN_TABLES } from "./page-admin/tables.ts";
import { fileBuildLock, redisBuildLock, type BuildLock } from "./publish/build-lock.ts";
import { createBuildStatus, type BuildStatusStore } from "./publish/build-status.ts";
import { createPublishListeners, type PublishListeners } from "./publish/hook.ts";
import { PUBLISH_TABLES } from "./publish/tables.ts";
import { createSiteDataSource, type SiteDataSource } from "./site/site-data-source.ts";

/**
 * The long-lived parts of one site process, created once by `createServices` and handed to every
 * request through `Astro.locals.services`. No module keeps a process-wide singleton: a rebuilt
 * and swapped Astro bundle gets the same services from the server.
 */
export interface Services {
  readonly config: Config;
  /** The content client: the embedded service in-process, or a real Squidex. */
  readonly cms: CmsClient;
  /** The embedded content service when it runs in this process. */
  readonly contentService: ContentService | undefined;
  /** Content answers of `/api/*`, cleared on every publish. */
  readonly cache: ContentCache;
  /** The GraphQL schema anonymous queries are checked against, cleared on every publish. */
  readonly publicGraphql: PublicGraphQL;
  /** The site database (`DATA_DIR/site.db`): users, sessions, login failures, content events, page edits, deleted pages, appointment bookings, mail, pending newsletter signups and contact messages. */
  readonly db: DatabaseSync;
  /** Sessions: the site database, or Redis with REDIS_URL. */
  readonly sessions: SessionStore;
  /** Failed-login limits: the site database, or Redis with REDIS_URL. */
  readonly loginLimits: LoginLimits;
  /** Who hears of accepted content events. */
  readonly publish: PublishListeners;
  /** Taken around each build: one process of those sharing DATA_DIR renders at a time (Redis with REDIS_URL, else a lock folder in DATA_DIR/builds). */
  readonly buildLock: BuildLock;
  /** The publishing loop's state (queued, running, live, failed), written by the server's site builder. */
  readonly builds: BuildStatusStore;
  /** Outgoing mail: queued in the site database for the server's mail worker, or kept in the outbox without SMTP_URL. */
  readonly mail: Mailer;
  /** Security headers with the inline-script hashes of the build being served. */
  readonly headers: HeaderBuilder;
  /** Site data for on-demand pages (header, footer, theme), read again after each publish. */
  readonly siteData: SiteDataSource;
  /** Forgets every copy of content the site keeps (cache, site data, public GraphQL schema); returns how many cache entries went. */
  clearContent(): number;
  /** Closes what the services opened (the Redis connection, the databases). */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Where the embedded content service posts its content events (the site's publish hook). */
  webhookUrl?: string;
}

/** Sessions and login limits in Redis, loaded only when REDIS_URL is set. */
async function redisStores(url: string) {
  const [{ Redis }, { redisSessionStore }, { redisFailureStore }] = await Promise.all([
    import("ioredis"),
    import("./auth/redis-sessions.ts"),
    import("./auth/redis-rate-limit.ts"),
  ]);
  // Fail fast rather than queue requests forever while Redis is down: a login then answers 5xx.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true });
  redis.on("error", (error: Error) => console.error(`redis: ${error.message}`));
  await redis.connect();
  return {
    sessions: redisSessionStore(redis),
    failures: redisFailureStore(redis),
    buildLock: redisBuildLock(redis, "baukasten:build-lock"),
    close: () => redis.quit().then(() => {}),
  };
}

/** The composition root: every long-lived part of the site, created once from the configuration. */
export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const content = openSiteContent(config, options.webhookUrl);
  const { cms, embedded: contentService } = content;
  const db = openSiteDatabase(config.dataDir, [
    AUTH_TABLES,
    PUBLISH_TABLES,
    PAGE_ADMIN_TABLES,
    BOOKING_TABLES,
    MAIL_TABLES,
    VISITOR_FORM_TABLES,
    NEWSLETTER_TABLES,
    CONTACT_TABLES,
  ]);
  const redis = config.redisUrl ? await redisStores(config.redisUrl) : undefined;
  const cache = createContentCache();
  const siteData = createSiteDataSource(cms, config.siteCode);
  const publish = createPublishListeners();
  const publicGraphql = createPublicGraphQL(cms);
  return {
    config,
    cms,
    contentService,
    cache,
    publicGraphql,
    db,
    sessions: redis?.sessions ?? sqliteSessionStore(db),
    loginLimits: loginLimits(redis?.failures ?? sqliteFailureStore(db)),
    publish,
    buildLock: redis?.buildLock ?? fileBuildLock(join(config.dataDir, "builds", ".render")),
    builds: createBuildStatus(),
    mail: createMailer(db, { deliver: config.smtpUrl !== undefined }),
    headers: createHeaderBuilder(),
    siteData,
    clearContent() {
      siteData.clear();
      publicGraphql.clear();
      return cache.clear();
    },
    async close() {
      await redis?.close();
      content.close();
      db.close();
    },
  };
}
