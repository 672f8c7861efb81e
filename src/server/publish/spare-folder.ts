import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { linkTree, type BuildFolders } from "./folders.ts";

/** A build folder linked from build `from` ahead of time, under the id `id`. */
export interface Spare {
  from: string;
  id: string;
  linked: Promise<void>;
}

/**
 * The next build's folder, linked from the live build as soon as that went live (linking a large
 * site takes a while), so the next build need not link while a publish waits. Prepare it after the
 * old builds are retired, which would take it for one of them.
 */
export interface SpareFolder {
  prepare(from: string): void;
  /** The spare, if any, now the caller's (to use or to leave for the next retire). */
  take(): Spare | undefined;
  /** Resolves once the latest linking has ended (done or failed and cleared away). */
  settled(): Promise<void>;
}

export function createSpareFolder(folders: BuildFolders): SpareFolder {
  let spare: Spare | undefined;
  let linking: Promise<void> = Promise.resolve();
  return {
    prepare(from) {
      const id = randomUUID();
      const folder = folders.folder(id);
      // At normal priority: the next build waits for it when a publish follows at once.
      const linked = linkTree(folders.folder(from), folder);
      linking = linked.catch(() => rm(folder, { recursive: true, force: true }).catch(() => {}));
      spare = { from, id, linked };
    },
    take() {
      const taken = spare;
      spare = undefined;
      return taken;
    },
    settled: () => linking,
  };
}
