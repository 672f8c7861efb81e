import { GraphqlBody } from "../../lib/api/bodies.ts";
import { graphqlQuery } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(GraphqlBody, (input, { locals }) => graphqlQuery(locals.services, input, locals.user));
export const ALL = otherMethods({ POST });
