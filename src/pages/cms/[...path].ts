import type { APIRoute } from "astro";
import { guarded } from "../../lib/api/endpoint.ts";
import { proxyRequest } from "../../lib/cms/proxy.ts";

export const prerender = false;

/** The own-host proxy to the content service; every rule lives in `proxyRequest`. */
export const ALL: APIRoute = (context) =>
  guarded(context, () => {
    const { services, user } = context.locals;
    return proxyRequest({ request: context.request, url: new URL(context.request.url), user, config: services.config, client: services.cms });
  });
