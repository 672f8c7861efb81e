import { RestBody } from "../../lib/api/bodies.ts";
import { restQuery } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(RestBody, (input, { locals }) => restQuery(locals.services, input, locals.user));
export const ALL = otherMethods({ POST });
