import type { RouteRules } from "./redirects.ts";

/** `builds/latest.json`: the id of the build being served (clients poll it). */
export interface BuildLatest {
  id: string;
  timestamp: number;
}

/** `builds/meta/{id}.json`: the redirects the server answers, every prerendered path, the content it shows. */
export interface BuildMeta extends BuildLatest {
  routeRules: RouteRules;
  prerendered: string[];
  /** `contentFingerprint` of the content the build was made from (src/lib/site/fingerprint.ts). */
  contentFingerprint?: string;
}

/** A build id as written by the build: what may appear in `builds/meta/{id}.json`. */
export const BUILD_ID = /^[A-Za-z0-9-]{1,100}$/;
