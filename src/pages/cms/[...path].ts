import type { APIRoute } from "astro";
import { guarded } from "../../lib/api/endpoint.ts";
import { config } from "../../lib/config.ts";
import { cms } from "../../lib/cms/index.ts";
import { proxyRequest } from "../../lib/cms/proxy.ts";

export const prerender = false;

/** The own-host proxy to the content service; every rule lives in `proxyRequest`. */
export const ALL: APIRoute = (context) =>
  guarded(context, () =>
    proxyRequest({ request: context.request, url: new URL(context.request.url), user: context.locals.user, config: config(), client: cms() }),
  );
