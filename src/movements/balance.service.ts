import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { type BalanceLine, balanceOf, type LineBalance } from './balance.js';
import { issuedTermsOfPermit, listMovementsOfPermit, permitOfLine, reportedRowsOfPermit } from './movement.repository.js';

/** A permit's issued terms as later steps measure against them, with each line's balance now. */
export interface PermitStanding {
  readonly lines: readonly BalanceLine[];
  /** The authorised collectors' names (holder and assistants). */
  readonly collectors: readonly string[];
  readonly balance: readonly LineBalance[];
}

/** How many permits back a carried line's balance is followed (renewals of renewals); a guard, not a limit reached in practice. */
const MAX_CARRIED = 20;

/**
 * Undefined for a permit issued before the terms existed (no terms rows): callers fall back to the
 * submission's scope. A line continuing one of an earlier permit (a renewal's or an amendment's
 * version, `carriedFromId`) carries what was collected and moved under it: the renewal's reviewer and
 * the agency see the balance go on, not start again.
 */
export async function permitStandingOf(db: Kysely<DB>, permitId: string, depth = 0): Promise<PermitStanding | undefined> {
  const terms = await issuedTermsOfPermit(db, permitId);
  if (terms === undefined) return undefined;
  const [reported, movements] = await Promise.all([reportedRowsOfPermit(db, permitId), listMovementsOfPermit(db, permitId)]);
  const own = balanceOf(
    terms.lines,
    reported,
    movements.map((m) => ({ lineId: m.line_id, quantity: Number(m.quantity) })),
  );
  const balance: LineBalance[] = [];
  for (const [i, line] of terms.lines.entries()) {
    const earlier = depth < MAX_CARRIED ? await carriedBalance(db, permitId, line, depth) : undefined;
    balance.push(earlier === undefined ? (own[i] as LineBalance) : carry(own[i] as LineBalance, earlier));
  }
  return { lines: terms.lines, collectors: terms.collectors, balance };
}

async function carriedBalance(db: Kysely<DB>, permitId: string, line: BalanceLine, depth: number): Promise<LineBalance | undefined> {
  if (line.carriedFromId === null) return undefined;
  const earlierPermit = await permitOfLine(db, line.carriedFromId);
  if (earlierPermit === null || earlierPermit === permitId) return undefined;
  const earlier = await permitStandingOf(db, earlierPermit, depth + 1);
  return earlier?.balance.find((b) => b.lineId === line.carriedFromId);
}

/** The line's own figures with the earlier line's collected and transferred added. */
function carry(own: LineBalance, earlier: LineBalance): LineBalance {
  const collected = own.collected + earlier.collected;
  const transferred = own.transferred + earlier.transferred;
  return {
    ...own,
    collected,
    transferred,
    remaining: own.authorised === null ? null : own.authorised - Math.max(collected, transferred),
    held: collected - transferred,
  };
}

/** The balance of each authorised line of a permit; empty for a permit issued before the terms existed. */
export async function permitBalanceOf(db: Kysely<DB>, permitId: string): Promise<readonly LineBalance[]> {
  return (await permitStandingOf(db, permitId))?.balance ?? [];
}
