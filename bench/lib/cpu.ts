import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** `pid` and all its descendants (nginx's worker is a child of its master), from /proc. */
export function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (children) for (const child of children.split(/\s+/)) out.push(...processTree(Number(child)));
    }
  } catch {
    // gone, or no /proc
  }
  return out;
}

/**
 * CPU seconds (user + system, all threads) used so far by `pid` and its descendants, or
 * undefined without /proc. Unlike requests per second it barely moves when other work competes
 * for the cores, so requests per CPU-second is the steadier comparison on a busy machine.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  let ticks = 0;
  try {
    for (const p of processTree(pid)) {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return undefined;
  }
  return ticks / clockTicks();
}
