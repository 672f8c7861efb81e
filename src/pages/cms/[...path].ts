import type { APIRoute } from "astro";
import { checkContentWrite } from "../../blocks/validate/site-content-check.ts";
import { guarded } from "../../lib/api/endpoint.ts";
import { proxyRequest } from "../../lib/cms/proxy.ts";
import { recordEdit } from "../../lib/page-admin/edits.ts";

export const prerender = false;

/** The own-host proxy to the content service; every rule lives in `proxyRequest`. */
export const ALL: APIRoute = (context) =>
  guarded(context, () => {
    const { services, user } = context.locals;
    return proxyRequest({
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
  });
