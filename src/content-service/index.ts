import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { ContentServiceOptions, ResolvedOptions, Caller } from "./types.ts";
import type { ServiceContext } from "./context.ts";
import { resolveOptions } from "./options.ts";
import { openDatabase } from "../base/sqlite.ts";
import { migrations } from "./storage/migrations.ts";
import { registerSqlFunctions } from "./query/sql-functions.ts";
import { indexMissing } from "./contents/indexes.ts";
import { createRules } from "./rules.ts";
import { createRouter } from "./router.ts";
import { SquidexError, errorResponse, notFound } from "./errors.ts";
import { verifyToken } from "./auth/tokens.ts";
import { tokenRoutes } from "./routes/token.ts";
import { schemaRoutes } from "./routes/schemas.ts";
import { contentRoutes } from "./routes/contents.ts";
import { assetRoutes } from "./routes/assets.ts";
import { graphqlRoutes } from "./routes/graphql.ts";

export { nodeListener } from "./node-http.ts";
export type { ClientDefinition, ContentServiceOptions, ResolvedOptions, Role, WebhookTarget } from "./types.ts";

export interface ContentService {
  /** Web-standard handler for every route of the service. */
  fetch(request: Request): Promise<Response>;
  /** Stops rule timers and closes the database. */
  close(): void;
  /** Resolves when queued webhook deliveries are done (tests). */
  flushRules(): Promise<void>;
  readonly options: ResolvedOptions;
  readonly db: DatabaseSync;
}

async function resolveCaller(request: Request, url: URL, options: ResolvedOptions): Promise<Caller | undefined> {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1] ?? (header ? undefined : (url.searchParams.get("access_token") ?? undefined));
  return token ? verifyToken(options, token) : undefined;
}

/**
 * Creates the embedded Squidex-compatible content service over `<dataDir>/content.db`.
 * Errors become Squidex ErrorDtos; anything unexpected is logged and answered with a generic 500.
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const resolved = resolveOptions(options);
  const db = openDatabase(join(resolved.dataDir, "content.db"), migrations);
  registerSqlFunctions(db);
  indexMissing(db);
  const rules = createRules(db, resolved);
  const ctx: ServiceContext = { db, options: resolved, emit: (event) => rules.emit(event) };
  // GraphQL before contents: `/api/content/:app/graphql` would otherwise match `:schema`.
  const match = createRouter([...tokenRoutes, ...graphqlRoutes, ...assetRoutes, ...schemaRoutes, ...contentRoutes]);
  rules.start();

  async function handle(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const found = match(request.method, url.pathname);
      if (!found) throw notFound();
      if ("methodNotAllowed" in found) {
        return errorResponse(new SquidexError(405, "Method not allowed."), { allow: found.allow.join(", ") });
      }
      if (found.params.app !== undefined && found.params.app !== resolved.app) throw notFound();
      const caller = await resolveCaller(request, url, resolved);
      const response = await found.route.handle({ request, url, params: found.params, caller, ctx });
      return request.method === "HEAD" ? new Response(null, { status: response.status, headers: response.headers }) : response;
    } catch (error) {
      // An unread oversized body would poison a kept-alive connection: close it after the answer.
      if (error instanceof SquidexError) return errorResponse(error, error.statusCode === 413 ? { connection: "close" } : {});
      console.error("content service: unhandled error", error);
      return errorResponse(new SquidexError(500, "An unexpected error occurred."));
    }
  }

  let closed = false;
  return {
    fetch: handle,
    close() {
      if (closed) return;
      closed = true;
      rules.close();
      db.close();
    },
    flushRules: () => rules.flush(),
    options: resolved,
    db,
  };
}
