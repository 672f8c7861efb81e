import { ContentItemBody } from "../../lib/api/bodies.ts";
import { contentItem } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(ContentItemBody, (input, { locals }) => contentItem(locals.services, input, locals.user));
export const ALL = otherMethods({ POST });
