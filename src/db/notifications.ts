import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { dialectOf } from './dialect.js';

/**
 * Wake-ups by notification (issue 30 §3): PostgreSQL `NOTIFY` in the transaction that appends events,
 * delivered by the server at its commit (never on a rollback), and `LISTEN` on one connection of its
 * own, so that the feed's long polls and the webhook dispatcher learn of new events at once instead of
 * at their next poll. Polling stays, less often, as the fallback — a notification sent while the
 * listener reconnects is lost — and is all there is on SQLite.
 *
 * One NOTIFY per transaction however many events it appends (identical notifications of one
 * transaction fold into one), with an empty payload: the receiver reads the table. Listen on the
 * primary only: a standby refuses LISTEN, and a transaction-mode pooler would lose it.
 */

/** The channel of new events (src/events/event.outbox.ts). */
export const EVENTS_CHANNEL = 'biopermit_events';

/**
 * The channel of new webhook deliveries (src/webhooks/webhook.fan-out.ts): the dispatchers of the other
 * processes, whose fan-out found another one under way and did not wait for it, claim them at once.
 */
export const DELIVERIES_CHANNEL = 'biopermit_deliveries';

/** In the caller's transaction: its listeners are woken when it commits (PostgreSQL; nothing on SQLite). */
export async function notifyAtCommit(trx: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>, channel: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_notify(${channel}, '')`.execute(trx);
}

export interface CommitWakeups {
  /** Waits `ms`, or less: until a notification arrives, or the signal aborts. Never rejects. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** Calls `wake` at each notification (and after each reconnection); returns how to stop. */
  subscribe(wake: () => void): () => void;
  close(): Promise<void>;
}

/** No notifications (SQLite): every wait lasts its time, or until the signal aborts. */
export const NO_WAKEUPS: CommitWakeups = {
  wait: (ms, signal) =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done, { once: true });
    }),
  subscribe: () => () => {},
  close: async () => {},
};

interface ListenerLog {
  warn(details: object, message: string): void;
}

/** How long after losing its connection the listener connects again (doubling to the last). */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * A listener on `channel` (or several) over a connection of its own to `url`, opened at the first wait or
 * subscription. Lost connections (a restart, pg_terminate_backend) are replaced, with a backoff; after
 * each new connection every waiter is woken, since what was notified meanwhile was lost.
 */
export function listenForCommits(url: string, channel: string | readonly string[], log: ListenerLog): CommitWakeups {
  const channels = typeof channel === 'string' ? [channel] : channel;
  const subscribers = new Set<() => void>();
  let client: pg.Client | undefined;
  let started = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const wakeAll = () => {
    for (const wake of [...subscribers]) wake();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: 'biopermit listener' });
    next.on('notification', wakeAll);
    next.on('error', () => {}); // followed by 'end', handled there
    next.on('end', () => {
      if (client !== next || closed) return;
      client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      for (const name of channels) await next.query(`listen ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      next.end().catch(() => {});
      log.warn({ err: { message: (error as Error).message } }, 'event notifications: cannot listen; polling meanwhile');
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    wakeAll();
  }

  function reconnectLater(): void {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 5000;
    failures++;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  function start(): void {
    if (started) return;
    started = true;
    void connect();
  }

  return {
    wait(ms, signal) {
      start();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          subscribers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, ms));
        signal.addEventListener('abort', done, { once: true });
        subscribers.add(done);
      });
    },
    subscribe(wake) {
      start();
      subscribers.add(wake);
      return () => subscribers.delete(wake);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      wakeAll();
      subscribers.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/** The wake-ups of `db`'s dialect: a listener on PostgreSQL, none on SQLite. */
export function commitWakeups(
  db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>,
  url: string,
  channel: string,
  log: ListenerLog,
): CommitWakeups {
  return dialectOf(db) === 'postgres' ? listenForCommits(url, channel, log) : NO_WAKEUPS;
}
