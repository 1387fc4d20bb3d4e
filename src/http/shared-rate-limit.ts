import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { FixedWindowCounter, WINDOW_MS, type WindowCount, type WindowCounter, type WindowCounters } from './rate-limit.js';
import { countHit, deleteWindowsStartedBefore } from './rate-limit.repository.js';

/** Keys known to be past their limit, at most: a flood of keys must not grow memory. */
const MAX_KNOWN_OVER = 10_000;
/** How often a process forgets the windows that ended (keys not seen since). */
const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Rate limits counted in the database, so every process behind the load balancer sees one count per
 * key (issue 30 §2): the service on PostgreSQL makes its limits with these counters (src/app.ts).
 * - One upsert per hit under the limit (rate-limit.repository.ts). A key past its limit is answered
 *   from memory until its window ends, so a client hammering past its limit costs the database nothing.
 * - Windows start at a key's first hit and last a minute, by the processes' clocks (keep them in sync).
 * - When the database does not answer, each process counts on its own (a per-process limit, as on
 *   SQLite) and says so once in its log, rather than refusing or letting everything through; the
 *   counts it makes meanwhile are not written back.
 */
export function sharedWindowCounters(db: Kysely<DB>, log: FastifyBaseLogger): WindowCounters {
  return (name, limit) => new SharedWindowCounter(db, log, name, limit);
}

class SharedWindowCounter implements WindowCounter {
  private readonly knownOver = new Map<string, { count: number; until: number }>();
  private readonly insurance = new FixedWindowCounter();
  private storeFailing = false;
  private nextPruneAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly name: string,
    private readonly limit: number,
  ) {}

  async hit(key: string): Promise<WindowCount> {
    const now = Date.now();
    const over = this.knownOver.get(key);
    if (over !== undefined && over.until > now) {
      over.count += 1;
      return { count: over.count, resetMs: over.until - now };
    }
    if (over !== undefined) this.knownOver.delete(key);
    let counted: { hits: number; windowStart: number };
    try {
      counted = await countHit(this.db, storedKey(this.name, key), now, WINDOW_MS);
    } catch (error) {
      if (!this.storeFailing) {
        this.storeFailing = true;
        this.log.warn(
          { err: error, rateLimit: this.name },
          'rate limit: the database does not answer; counting in this process until it does',
        );
      }
      return this.insurance.hit(key, now);
    }
    if (this.storeFailing) {
      this.storeFailing = false;
      this.log.info({ rateLimit: this.name }, 'rate limit: the database answers again; counting there');
    }
    const until = counted.windowStart + WINDOW_MS;
    if (counted.hits > this.limit) {
      if (this.knownOver.size >= MAX_KNOWN_OVER) this.knownOver.clear();
      this.knownOver.set(key, { count: counted.hits, until });
    }
    this.pruneNowAndThen(now);
    return { count: counted.hits, resetMs: Math.max(0, until - now) };
  }

  private pruneNowAndThen(now: number): void {
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    deleteWindowsStartedBefore(this.db, now - WINDOW_MS).catch((error: unknown) => {
      this.log.warn({ err: error }, 'rate limit: could not forget the ended windows; trying again later');
    });
  }
}

/** The row's key: the limit's name and the client or address, hashed (fixed length; no address stored as such). */
function storedKey(name: string, key: string): string {
  return createHash('sha256').update(`${name}\n${key}`).digest('hex');
}
