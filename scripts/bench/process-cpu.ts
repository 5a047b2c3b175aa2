// The CPU processes have used, from Linux's /proc: a steadier figure than throughput on a machine
// whose other work comes and goes (docs/benchmarks.md, 2026-11-26).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** A process's parent and its CPU ticks so far (user + system), or undefined once it has gone. */
function statOf(pid: number): { parent: number; ticks: number } | undefined {
  try {
    // Fields after the command's closing parenthesis: the parent is the 2nd, utime and stime the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) the processes have used so far. */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (statOf(pid)?.ticks ?? 0), 0) / TICKS_PER_SECOND;
}

/** Every process started by `root`, and by those in turn (not `root` itself). */
export function descendantsOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const parent = Number.isInteger(pid) ? statOf(pid)?.parent : undefined;
    if (parent !== undefined) parents.set(pid, parent);
  }
  const found: number[] = [];
  const within = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (within.has(parent) && !within.has(pid)) {
        within.add(pid);
        found.push(pid);
        grew = true;
      }
    }
  }
  return found;
}
