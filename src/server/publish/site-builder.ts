/**
 * The publishing loop on the server (docs/publishing.md): every accepted content event
 * queues a build; bursts coalesce (at most one build running and one waiting, so ten publishes in
 * a row start at most two builds); a build renders into a fresh folder (incrementally from the
 * live one), and the server swaps to it in one assignment. A failed build leaves the live one and
 * is reported in the build status. The two newest builds are kept (`npm run rollback` swaps back).
 */
import { createHash } from "node:crypto";
import { watch, type FSWatcher } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../lib/config.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { sign } from "../../lib/publish/signature.ts";
import type { Services } from "../../lib/services.ts";
import { contentFingerprint } from "../../lib/site/fingerprint.ts";
import { readSiteData } from "../../lib/site/load.ts";
import { changeOfEvent, touchedAll, updateSiteData, type SiteChange, type Touched } from "../../lib/site/load-changes.ts";
import { siteUrl } from "../../lib/site/site-url.ts";
import { loadBuildSlot, type LiveBuild } from "../build-slot.ts";
import type { BuildPaths } from "../paths.ts";
import { loadStaticIndex, updateStaticIndex } from "../static-index.ts";
import { buildFolders, type BuildFolders } from "./folders.ts";
import { createPhaseClock } from "./phases.ts";
import { readRecord, renderPass, type RenderRecord } from "./render-pass.ts";
import type { Renderer } from "./renderer.ts";
import { createSpareFolder } from "./spare-folder.ts";
import { reasonText } from "./reason-text.ts";

/** Builds kept on disk: the live one and the one before it (rollback). */
const KEEP = 2;
/** Events this close together land in one build. */
const SETTLE_MS = 50;
/** How often the live build's name is read, in case watching the builds folder missed a switch. */
const FOLLOW_POLL_MS = 1_000;
/** Publishes this close together POST to the build hook once. */
const HOOK_SETTLE_MS = 1_000;

export interface SiteBuilder {
  readonly folders: BuildFolders;
  /** Serves the live build (rendering the first one, or a stale one anew). */
  start(): Promise<void>;
  /**
   * Queues a build; resolves when a build that includes this request has ended (rejects when it
   * failed). `change`: what the build must read again (default: everything).
   */
  request(reason: string, change?: SiteChange | null): Promise<void>;
  /** Resolves when no build is running or waiting (rejects with the last failure). */
  idle(): Promise<void>;
  /**
   * Stops following switches and starting builds; resolves once the build under way (if any) and
   * the spare folder's linking have ended, so nothing writes into the builds folder afterwards.
   */
  stop(): Promise<void>;
}

export interface SiteBuilderOptions {
  services: Services;
  live: LiveBuild;
  renderer: Renderer;
  paths: BuildPaths;
  /** Where the builds live (`<DATA_DIR>/builds`). */
  dir: string;
}

/**
 * What besides the content a rendered page depends on: the code build (its id as the build script
 * wrote it, else the server entry's size and time) and the configuration pages render from. Another
 * one renders every page anew.
 */
async function renderBase(paths: BuildPaths, config: Config): Promise<string> {
  let code: string;
  try {
    code = (await readFile(paths.codeId, "utf8")).trim();
  } catch {
    const info = await stat(paths.serverEntry);
    code = `${info.size}-${Math.round(info.mtimeMs)}`;
  }
  const { siteCode, buildCheckIntervalMs, analyticsId, consentProviderId, mapsStyleUrl, mapsToken } = config;
  const settings = JSON.stringify([siteUrl(config), siteCode, buildCheckIntervalMs, analyticsId, consentProviderId, mapsStyleUrl, mapsToken]);
  return `${code}:${createHash("sha256").update(settings).digest("base64url").slice(0, 12)}`;
}

/** An error's message with its causes (`fetch failed` says why only in its cause). */
const message = (error: unknown): string =>
  error instanceof Error ? `${error.message}${error.cause === undefined ? "" : ` (${message(error.cause)})`}` : String(error);

export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const { services, live, renderer, paths } = options;
  const folders = buildFolders(options.dir);
  const status = services.builds;
  let base: string | undefined;
  let record: RenderRecord | undefined;
  /** `record` is of a build this process rendered (else one it found live: at start, or made by another process). */
  let builtHere = false;
  /** The snapshot `record` was rendered from, and the content changes since (read again by the next build). */
  let snapshot: SiteData | undefined;
  let changes: SiteChange[] = [];
  const spare = createSpareFolder(folders);
  let chain: Promise<void> = Promise.resolve();
  let building = false;
  let hookTimer: NodeJS.Timeout | undefined;
  let waiting: { promise: Promise<void>; reasons: string[] } | undefined;
  let watcher: FSWatcher | undefined;
  let poller: NodeJS.Timeout | undefined;
  let stopped = false;

  /**
   * The content as of now: the live build's snapshot with what the events since named read again,
   * else (no snapshot kept, or an event that may have changed anything) all of it.
   */
  async function readSnapshot(): Promise<{ site: SiteData; fingerprint: string | undefined; touched: Touched }> {
    const since = changes;
    changes = [];
    // The fingerprint first: if the content changes while the snapshot is read, the build records
    // the older state and the next start or publish builds again.
    const fingerprint = await contentFingerprint(services.cms).catch(() => undefined);
    const { site, complete, touched } =
      snapshot && !since.some((change) => change.kind === "all")
        ? await updateSiteData(services.cms, snapshot, since)
        : { ...(await readSiteData(services.cms, services.config.siteCode)), touched: touchedAll() };
    if (!complete) throw new Error("the content service did not answer every read; the live build stays");
    return { site, fingerprint, touched };
  }

  /**
   * Reads the content the adopted build `id` was rendered from, in the background after a start, so
   * the first publish renders what its event changed instead of reading the whole site first (at
   * 10,000 paths 1.7 s instead of 0.7 s). Kept only if nothing happened meanwhile: the same content
   * fingerprint before and after the read as the build recorded, no build since and no event waiting.
   */
  async function keepSnapshotOf(id: string, fingerprint: string): Promise<void> {
    const startedAt = performance.now();
    const { site, complete } = await readSiteData(services.cms, services.config.siteCode);
    const after = await contentFingerprint(services.cms).catch(() => undefined);
    if (!complete || after !== fingerprint || record?.id !== id || snapshot || building || waiting || changes.length > 0) return;
    snapshot = site;
    console.log(`Content of build ${id} read ahead in ${Math.round(performance.now() - startedAt)} ms: a publish renders what it changes.`);
  }

  /** `queuedAt`: when the first request this build serves came (`performance.now()`). */
  async function build(reasons: string[], queuedAt: number): Promise<void> {
    // A build still waiting when the builder stopped never starts.
    if (stopped) return;
    building = true;
    let release: (() => Promise<void>) | undefined;
    try {
      try {
        base ??= await renderBase(paths, services.config);
        release = await services.buildLock.acquire({ onWait: (holder) => console.log(`Waiting to build (${reasonText(reasons)}): ${holder}.`) });
        if (await builtElsewhere(reasons)) return;
      } catch (error) {
        status.update({ running: null, failed: { at: Date.now(), reason: message(error) } });
        console.error(`Build failed (${reasonText(reasons)}); the live build stays: ${message(error)}`);
        throw error;
      }
      await render(reasons, queuedAt);
    } finally {
      building = false;
      await release?.();
    }
  }

  /**
   * Under the build lock: serves the build another process sharing the builds made live meanwhile
   * (the next build continues from it); true when that one has the content as of now, so none is needed.
   */
  async function builtElsewhere(reasons: string[]): Promise<boolean> {
    await follow();
    if (!record || builtHere || record.base !== base || (services.config.precompressBuilds && !record.precompressed)) return false;
    const fingerprint = await contentFingerprint(services.cms).catch(() => undefined);
    if (!fingerprint || fingerprint !== record.contentFingerprint) return false;
    changes = [];
    status.update({ queued: waiting !== undefined });
    console.log(`No build needed (${reasonText(reasons)}): build ${record.id}, made elsewhere, has the content as of now.`);
    return true;
  }

  async function render(reasons: string[], queuedAt: number): Promise<void> {
    const startedAt = Date.now();
    status.update({ running: { startedAt, done: 0, total: 0 }, queued: waiting !== undefined });
    try {
      base ??= await renderBase(paths, services.config);
      const clock = createPhaseClock();
      // Behind the running build and the settle time; not part of the build's own duration.
      clock.add("queue", performance.now() - queuedAt);
      const { site, fingerprint, touched } = await clock.time("snapshot", readSnapshot);
      const previous = live.current;
      const prepared = spare.take();
      const result = await renderPass({
        clock,
        spare: prepared,
        folders,
        renderer,
        baseDir: paths.clientDir,
        base,
        site,
        contentFingerprint: fingerprint,
        previous: record,
        // The digests of `record` are of `snapshot`: `touched` says which of them can differ.
        touched: snapshot ? touched : undefined,
        precompress: services.config.precompressBuilds,
        progress: (done, total) => status.update({ running: { startedAt, done, total } }),
      });
      const slot = await clock.time("index", async () => {
        const index =
          !result.full && previous && previous.id === record?.id
            ? await updateStaticIndex(previous.index, previous.clientDir, result.folder, result)
            : await loadStaticIndex(result.folder, result.written);
        return loadBuildSlot(result.id, result.folder, index);
      });
      await clock.time("swap", async () => {
        await folders.setLive(result.id);
        live.swap(slot);
      });
      record = result.record;
      builtHere = true;
      snapshot = site;
      const durationMs = Date.now() - startedAt;
      status.update({ running: null, failed: null, live: { id: result.id, at: Date.now(), durationMs, rendered: result.rendered, total: result.total } });
      console.log(
        `Build ${result.id} live in ${durationMs} ms: ${result.rendered} of ${result.total} paths rendered${result.restyled ? `, ${result.restyled} restyled` : ""} (${reasonText(reasons)}); phases ms: ${clock.format()}.`,
      );
      // A spare the pass did not take (the live build changed meanwhile) goes with the old builds.
      if (prepared && prepared.id !== result.id) await prepared.linked.catch(() => {});
      // Retired before the next build can make a folder (a rename each); deleted while it runs.
      const retired = await folders.retire(KEEP).catch((error: unknown) => {
        console.error(`Old builds not deleted: ${message(error)}`);
        return undefined;
      });
      void retired?.deleted.catch((error: unknown) => console.error(`Old builds not deleted: ${message(error)}`));
      if (!stopped) spare.prepare(result.id);
    } catch (error) {
      // What the failed build read is not the live build's: the next one reads everything.
      snapshot = undefined;
      status.update({ running: null, failed: { at: Date.now(), reason: message(error) } });
      console.error(`Build failed (${reasonText(reasons)}); the live build stays: ${message(error)}`);
      throw error;
    }
  }

  /**
   * Runs builds one at a time. A request joins the waiting build if there is one, else it waits
   * behind the running build (and a short settle time): one running and one waiting at most.
   */
  function request(reason: string, change: SiteChange | null = { kind: "all" }): Promise<void> {
    if (change) changes.push(change);
    if (waiting) {
      waiting.reasons.push(reason);
      return waiting.promise;
    }
    const reasons = [reason];
    const queuedAt = performance.now();
    const promise = chain
      .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
      .then(() => {
        waiting = undefined;
        return build(reasons, queuedAt);
      });
    waiting = { promise, reasons };
    chain = promise.catch(() => {});
    status.update({ queued: true });
    return promise;
  }

  /** Serves the build `id` found on disk (at start with the record already read, or made live by another process or a rollback). */
  async function adopt(id: string, known?: RenderRecord): Promise<boolean> {
    const found = known ?? (await readRecord(folders, id));
    if (!found) return false;
    const slot = await loadBuildSlot(id, folders.folder(id));
    const switched = live.current !== undefined;
    live.swap(slot);
    record = found;
    builtHere = false;
    snapshot = undefined;
    // The content may have changed without this process hearing of it (the event went to another one).
    if (switched) services.clearContent();
    status.update({ live: { id, at: Date.now(), durationMs: 0, rendered: 0, total: Object.keys(found.paths).length } });
    return true;
  }

  let following: Promise<boolean> = Promise.resolve(false);
  /**
   * Serves the build the builds folder names live when that is not the one served (made live by
   * another process sharing the folder, or by `npm run rollback`). One at a time; true when it switched.
   */
  function follow(): Promise<boolean> {
    following = following.then(async () => {
      const id = await folders.live();
      if (!id || id === live.current?.id) return false;
      const adopted = await adopt(id).catch(() => false);
      if (adopted) console.log(`Now serving build ${id} (made live by another process or a rollback).`);
      return adopted;
    });
    return following;
  }

  /** Follows switches of the live build: a watch on the builds folder, and a cheap poll (one readlink) where watching misses them. */
  function followSwitches(): void {
    const check = () => {
      if (!stopped && !building) void follow();
    };
    try {
      watcher = watch(folders.dir, (_event, file) => {
        if (file === "live") check();
      });
      watcher.unref();
    } catch (error) {
      console.error(`Watching ${folders.dir} failed, polling only: ${message(error)}`);
    }
    poller = setInterval(check, FOLLOW_POLL_MS);
    poller.unref();
  }

  /**
   * Sites that build elsewhere (a CDN deployment): a burst of publishes POSTs once to
   * `BUILD_HOOK_URL`, signed like the content service's own webhook (`X-Signature` with
   * PUBLISH_HOOK_SECRET). Failures are logged; they never hold up the local build.
   */
  function notifyBuildHook(type: string): void {
    const url = services.config.buildHookUrl;
    if (!url || hookTimer) return;
    hookTimer = setTimeout(() => {
      hookTimer = undefined;
      const body = JSON.stringify({ type: "baukasten.publish", event: type, at: new Date().toISOString() });
      const headers = { "content-type": "application/json", "x-signature": sign(body, services.config.publishHookSecret) };
      fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) })
        .then((response) => {
          if (!response.ok) console.error(`Build hook ${new URL(url).host} answered ${response.status}`);
        })
        .catch((error: unknown) => console.error(`Build hook ${new URL(url).host} not reached: ${message(error)}`));
    }, HOOK_SETTLE_MS).unref();
  }

  services.publish.on(async (event) => {
    notifyBuildHook(event.type);
    await request(`${event.type}${event.schema ? ` ${event.schema}` : ""}`, changeOfEvent(event) ?? null).catch(() => {});
  });

  return {
    folders,
    async start() {
      base = await renderBase(paths, services.config);
      const id = await folders.live();
      const current = id ? await readRecord(folders, id) : undefined;
      if (id && current?.base === base && (await adopt(id, current).catch(() => false))) {
        spare.prepare(id);
        // Serve it now; render anew in the background when the content changed meanwhile.
        const fingerprint = await contentFingerprint(services.cms).catch(() => undefined);
        if (fingerprint !== current.contentFingerprint) void request("the content changed since the last build").catch(() => {});
        else if (services.config.precompressBuilds && !current.precompressed) void request("BUILD_PRECOMPRESS is on", null).catch(() => {});
        else if (fingerprint) void keepSnapshotOf(id, fingerprint).catch((error: unknown) => console.error(`Content not read ahead: ${message(error)}`));
      } else {
        // Nothing to serve yet (or rendered by other code or settings): requests wait for this build.
        record = current;
        await request(id ? "the code or the settings changed since the last build" : "there is no build yet");
      }
      followSwitches();
    },
    request,
    async idle() {
      while (waiting || building) await chain;
      const failed = status.get().failed;
      if (failed) throw new Error(failed.reason);
    },
    stop() {
      stopped = true;
      watcher?.close();
      clearInterval(poller);
      clearTimeout(hookTimer);
      return Promise.all([chain, following.catch(() => false), spare.settled()]).then(() => undefined);
    },
  };
}

export const buildsDir = (dataDir: string) => join(dataDir, "builds");
