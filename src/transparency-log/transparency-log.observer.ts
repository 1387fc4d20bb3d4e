import type { Kysely } from 'kysely';
import { defineObserver, type ObservedChange } from '../applications/change-observer.js';
import type { DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import { encodeLogEntry, isIssuingKind, type LogEntry, permitEntries } from './log-entry.js';
import { insertPendingEntries, type LoggedPermit, loggedPermitsOf } from './transparency-log.repository.js';
import { appendChangeEntries } from './transparency-log.service.js';

/**
 * The public log owns its changes as the other capabilities own their events (issue 27 §2): observers
 * of the registry (src/actions.ts) that snapshot what the log speaks of before a change's effects and
 * after, and `record` the entries the difference means in the change's own transaction, so a permit
 * issued, amended, renewed, suspended, reinstated, revoked or published is logged exactly when its
 * change commits, whichever action made it. No action knows of the log, save that the issue reserves
 * the new permit's index for its credential (src/permits/permit.issue.ts, reserveLogIndex).
 */

async function writeEntries(trx: Kysely<DB>, entries: readonly (readonly [string, LogEntry])[], now: string): Promise<void> {
  // Ids ascend in the order given, so the job numbers a change's entries in that order.
  const ids = entries.map(() => newId()).sort();
  await insertPendingEntries(
    trx,
    entries.map(([permitId, entry], i) => ({ id: ids[i] as string, permit_id: permitId, entry: encodeLogEntry(entry), created_at: now })),
  );
}

/**
 * Permits issued (original, renewal, amendment) and their status moves: child rows, written by effects.
 * A change that issues a permit numbers its entries at once (its credential carries the new permit's
 * index, reserved when the credential was made: `log_index`); the others leave theirs to the job.
 */
export const permitLogObserver = defineObserver<readonly LoggedPermit[]>({
  name: 'transparency-log',
  watches: 'effects',
  snapshot: async (trx, application) => await loggedPermitsOf(trx, application.id),
  events: () => [],
  async record(trx, before, after, change: ObservedChange) {
    const permits = new Map(after.map((permit) => [permit.permit_no, permit]));
    const entries = permitEntries(before, after, change.now).map((entry) => [permits.get(entry.permitNo) as LoggedPermit, entry] as const);
    if (!entries.some(([, entry]) => isIssuingKind(entry.kind))) {
      await writeEntries(
        trx,
        entries.map(([permit, entry]) => [permit.id, entry] as const),
        change.now,
      );
      return;
    }
    await appendChangeEntries(
      trx,
      entries.map(([permit, entry]) => ({
        permitId: permit.id,
        entry: encodeLogEntry(entry),
        reservedIndex: isIssuingKind(entry.kind) && permit.log_index !== null ? Number(permit.log_index) : null,
      })),
    );
  },
});

/** What the log records of the Clearing-House status: the permit published (its IRCC), and the record revoked. */
const PUBLICATION_KINDS = { published: 'published', revoked: 'publication_revoked' } as const;

/** The Clearing-House publication: a column of the application's own, so asked on every change. */
export const publicationLogObserver = defineObserver<string | null>({
  name: 'transparency-log',
  watches: 'application',
  snapshot: (_trx, application) => application.cbd_status,
  events: () => [],
  async record(trx, before, after, change) {
    if (after === before || (after !== 'published' && after !== 'revoked')) return;
    const permits = await loggedPermitsOf(trx, change.application.id);
    // The permit the Clearing-House record is of: the latest one (a renewal or amendment updates the record).
    const permit = permits.at(-1);
    if (permit === undefined) return;
    const entry: LogEntry = {
      permitNo: permit.permit_no,
      kind: PUBLICATION_KINDS[after],
      status: permit.status,
      time: change.now,
      certificateSha256: permit.certificate_sha256,
      ircc: permit.ircc_identifier,
    };
    await writeEntries(trx, [[permit.id, entry]], change.now);
  },
});
