import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

function cpuTimes(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle + iowait
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/** Share of all CPUs (0-100) that was busy over the next `ms` milliseconds. */
export async function cpuBusyPercent(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total === 0 ? 0 : (100 * (after.busy - before.busy)) / total;
}

/**
 * Waits, up to `maxWaitSeconds`, until other work on the machine settles (under `threshold` %
 * busy), and returns how busy it was when the run started. On 2 cores, anything else running
 * takes from the server and the load generator alike; the result records it rather than hides it.
 */
export async function waitForQuietMachine(maxWaitSeconds: number, threshold = 10): Promise<number> {
  const deadline = Date.now() + maxWaitSeconds * 1000;
  for (;;) {
    const busy = await cpuBusyPercent();
    if (busy < threshold || Date.now() >= deadline) return busy;
  }
}
