import type { APIRoute } from "astro";
import { checkContentWrite } from "../../blocks/validate/site-content-check.ts";
import { guarded } from "../../lib/api/endpoint.ts";
import { proxyRequest } from "../../lib/cms/proxy.ts";
import { recordEdit } from "../../lib/page-admin/edits.ts";

export const prerender = false;

const SCHEMA_WRITE = /^\/cms\/api\/apps\/[^/]+\/schemas(\/|$)/;

/** The own-host proxy to the content service; every rule lives in `proxyRequest`. */
export const ALL: APIRoute = (context) =>
  guarded(context, async () => {
    const { services, user } = context.locals;
    const response = await proxyRequest({
      request: context.request,
      url: new URL(context.request.url),
      user,
      config: services.config,
      client: services.cms,
      // Every content write passes the site's forms, a page's block tree included, before it goes on.
      checkWrite: async (write) => checkContentWrite(write, (await services.cms.schemas.list()).items),
      // The content service writes as the site's client: remember which editor made the version.
      onWrite: (write) => recordEdit(services.db, { contentId: write.id, version: write.version, userId: write.user.id, step: write.step }),
    });
    // The site data the builder reads holds the block schemas: a schema written here is read again.
    if (user && response.ok && context.request.method !== "GET" && context.request.method !== "HEAD" && SCHEMA_WRITE.test(context.url.pathname))
      services.siteData.clear();
    return response;
  });
