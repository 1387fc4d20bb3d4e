import fs from 'node:fs';

/** Linux reports CPU time in USER_HZ clock ticks: 100 per second on every mainstream platform. */
const TICKS_PER_SECOND = 100;

function systemTicks(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // Fields 4 and 5 are idle and iowait.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** utime + stime of a process in clock ticks, or 0 once it has gone. */
function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU seconds a process has used so far; 0 once it has gone. */
export function processCpuSeconds(pid: number): number {
  return processTicks(pid) / TICKS_PER_SECOND;
}

/** CPU time of every PostgreSQL server process: during a run, the queries are the benchmark's own. */
function postgresTicks(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ticks += processTicks(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return ticks;
}

/**
 * How much of the machine other work took while something was measured. On 2 cores, whatever
 * else runs (another test suite, a compiler) takes CPU from the server and the load generator
 * alike; the results table reports it rather than hide it.
 */
export class CpuAccounting {
  private readonly system = systemTicks();
  private readonly ours: number;

  /** `pids`: processes of the benchmark besides this one and PostgreSQL (the server under test). */
  constructor(private readonly pids: readonly number[]) {
    this.ours = this.ourTicks();
  }

  private ourTicks(): number {
    return processTicks(process.pid) + postgresTicks() + this.pids.reduce((sum, pid) => sum + processTicks(pid), 0);
  }

  /**
   * Share (0-100 % of all CPUs) of the elapsed time spent by processes that are not ours.
   * `extraCpuSeconds`: CPU time of benchmark processes that have exited since (the storage floor).
   */
  othersPercent(extraCpuSeconds = 0): number {
    const system = systemTicks();
    const total = system.total - this.system.total;
    const ours = this.ourTicks() - this.ours + extraCpuSeconds * TICKS_PER_SECOND;
    const others = system.busy - this.system.busy - ours;
    return total === 0 ? 0 : Math.max(0, (100 * others) / total);
  }
}
