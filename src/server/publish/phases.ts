/**
 * Wall-clock time per phase of one build (snapshot read, digests, link tree, render, …), so the
 * log line of a build says where its time went and the publish benchmark can print it.
 */
export interface PhaseClock {
  /** Runs `work` and adds its wall time to `name`. */
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` synchronously and adds its wall time to `name`. */
  timeSync<T>(name: string, work: () => T): T;
  /** Adds `ms` to `name` (time measured elsewhere, e.g. summed over concurrent writes). */
  add(name: string, ms: number): void;
  /** `name ms` pairs in the order first seen, e.g. `snapshot 12, digests 3, render 40`. */
  format(): string;
  readonly totals: ReadonlyMap<string, number>;
}

export function createPhaseClock(): PhaseClock {
  const totals = new Map<string, number>();
  const add = (name: string, ms: number) => void totals.set(name, (totals.get(name) ?? 0) + ms);
  return {
    totals,
    add,
    async time(name, work) {
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        add(name, performance.now() - t0);
      }
    },
    timeSync(name, work) {
      const t0 = performance.now();
      try {
        return work();
      } finally {
        add(name, performance.now() - t0);
      }
    },
    format: () => [...totals].map(([name, ms]) => `${name} ${Math.round(ms)}`).join(", "),
  };
}
