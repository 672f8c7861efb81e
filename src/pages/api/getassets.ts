import { AssetsBody } from "../../lib/api/bodies.ts";
import { assetList } from "../../lib/api/content.ts";
import { jsonEndpoint, otherMethods } from "../../lib/api/endpoint.ts";

export const prerender = false;

export const POST = jsonEndpoint(AssetsBody, (input, { locals }) => assetList(locals.services, input));
export const ALL = otherMethods({ POST });
