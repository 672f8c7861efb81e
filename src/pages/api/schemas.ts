import { SchemasBody } from "../../lib/api/bodies.ts";
import { schemaList } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(SchemasBody, (input, { locals }) => schemaList(locals.services, input, locals.user));
export const ALL = otherMethods({ POST });
