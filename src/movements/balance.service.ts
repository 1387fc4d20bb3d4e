import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { type BalanceLine, balanceOf, type LineBalance } from './balance.js';
import { issuedTermsOfPermit, listMovementsOfPermit, reportedRowsOfPermit } from './movement.repository.js';

/** A permit's issued terms as later steps measure against them, with each line's balance now. */
export interface PermitStanding {
  readonly lines: readonly BalanceLine[];
  /** The authorised collectors' names (holder and assistants). */
  readonly collectors: readonly string[];
  readonly balance: readonly LineBalance[];
}

/** Undefined for a permit issued before the terms existed (no terms rows): callers fall back to the submission's scope. */
export async function permitStandingOf(db: Kysely<DB>, permitId: string): Promise<PermitStanding | undefined> {
  const terms = await issuedTermsOfPermit(db, permitId);
  if (terms === undefined) return undefined;
  const [reported, movements] = await Promise.all([reportedRowsOfPermit(db, permitId), listMovementsOfPermit(db, permitId)]);
  return {
    lines: terms.lines,
    collectors: terms.collectors,
    balance: balanceOf(
      terms.lines,
      reported,
      movements.map((m) => ({ lineId: m.line_id, quantity: Number(m.quantity) })),
    ),
  };
}

/** The balance of each authorised line of a permit; empty for a permit issued before the terms existed. */
export async function permitBalanceOf(db: Kysely<DB>, permitId: string): Promise<readonly LineBalance[]> {
  return (await permitStandingOf(db, permitId))?.balance ?? [];
}
