import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a job's lease, said so that a later process can tell whether the holder has ended: a
 * restarted process takes over its own dead leases at once instead of waiting for them to expire
 * (issue 30 §3, docs/JOBS.md "Takeover").
 *
 * A holder is `<name>:<pid>:<start>:<random>`: the name of the place the process runs in, its pid,
 * when the kernel started it (Linux: /proc/<pid>/stat, in clock ticks since boot; elsewhere a random
 * token per load of this module), and a part of its own per scheduler. By default the name is the
 * host name and the PID namespace (`host@4026531836`): a holder with this process's name is in this
 * process's PID namespace, so its pid can be asked about. It has ended when its pid no longer runs,
 * or runs a process started at another time (the pid was reused, by this very process after a
 * container restart, say). A process started with WORKER_ID is named `worker/<id>` instead, and an
 * operator who sets it promises one live process per id (a StatefulSet's pod name): a holder with its
 * id and another pid or start is an earlier life of the same worker, and has ended.
 *
 * Anything else — another host, another namespace, an older holder format — is never judged: its
 * lease runs out as before.
 */

export interface ProcessIdentity {
  /** A new holder name for one scheduler of this process. */
  newHolder(): string;
  /** Whether the process named by `holder` has ended, as far as this process can know it; false when unsure. */
  hasEnded(holder: string): boolean;
}

/** WORKER_ID: letters, digits, `.`, `_` and `-`, up to 64. */
export const WORKER_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export interface ProcessIdentityOptions {
  readonly workerId?: string;
  /** For tests: another process's view of the machine. */
  readonly hostname?: string;
  readonly pid?: number;
  readonly startOf?: (pid: number) => string | undefined;
}

const UNKNOWN_START = `r${randomBytes(6).toString('hex')}`;

/** Start time of a process (Linux), undefined when it does not run; elsewhere only whether it runs. */
export function processStart(pid: number): string | undefined {
  if (process.platform === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    } catch {
      return undefined;
    }
  }
  try {
    process.kill(pid, 0);
    return pid === process.pid ? UNKNOWN_START : 'running';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : undefined;
  }
}

function pidNamespace(): string {
  try {
    return `@${/\d+/.exec(fs.readlinkSync('/proc/self/ns/pid'))?.[0] ?? ''}`;
  } catch {
    return '';
  }
}

export function processIdentity(options: ProcessIdentityOptions = {}): ProcessIdentity {
  const startOf = options.startOf ?? processStart;
  const pid = options.pid ?? process.pid;
  const start = startOf(pid) ?? UNKNOWN_START;
  const explicit = options.workerId !== undefined;
  const name = explicit ? `worker/${options.workerId}` : `${options.hostname ?? os.hostname()}${pidNamespace()}`;
  return {
    newHolder: () => `${name}:${pid}:${start}:${randomBytes(4).toString('hex')}`,
    hasEnded(holder) {
      const parts = holder.split(':');
      if (parts.length !== 4 || parts.slice(0, -3).join(':') !== name) return false;
      const [, holderPid, holderStart] = parts;
      if (holderPid === String(pid) && holderStart === start) return false; // this process
      if (explicit) return true;
      // Another pid of this host and namespace: ended unless it runs, started when the holder was.
      const running = startOf(Number(holderPid));
      return running === undefined || (running !== 'running' && running !== holderStart);
    },
  };
}
