import type { Generator, LoadOptions } from "./load.ts";

/** What every HTTP benchmark needs: the two servers, the generator and its settings. */
export interface HttpContext {
  oursUrl: string;
  /** Undefined when nginx is not installed. */
  nginxUrl: string | undefined;
  /** Processes whose CPU time is sampled around each run. */
  oursPid: number | undefined;
  nginxPid: number | undefined;
  generator: Generator;
  load: LoadOptions;
  rounds: number;
  warmupSec: number;
}
