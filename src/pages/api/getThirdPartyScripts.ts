import { ThirdPartyBody } from "../../lib/api/bodies.ts";
import { thirdPartyScriptList } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(ThirdPartyBody, (input, { locals }) => thirdPartyScriptList(locals.services, input, locals.user));
export const ALL = otherMethods({ POST });
