import { canonicalJson } from '../shared/canonical-json.js';
import type { LoggedPermit } from './transparency-log.repository.js';

/**
 * What the public log says of a permit (issue 29 §4): a small canonical JSON, the same bytes for the
 * same facts, with no personal data: the permit's number, what happened (`kind`), its status after
 * it, when, and the digest of the certificate generated at issue (and the IRCC once published).
 */

export const LOG_ENTRY_KINDS = {
  issued: 'The permit was issued.',
  renewed: 'A renewal was issued (`supersedes`: the permit it renews).',
  amended: 'An amendment was issued (`supersedes`: the permit it amends).',
  suspended: 'The permit was suspended.',
  reinstated: 'The suspended permit was reinstated.',
  revoked: 'The permit was revoked.',
  voided: 'The permit was voided: issued in error.',
  expired: 'The permit expired.',
  superseded: 'A renewal or an amendment replaced the permit.',
  published: 'The permit was published on the ABS Clearing-House (`ircc`: its IRCC).',
  publication_revoked: 'Its Clearing-House record was revoked.',
} as const;
export type LogEntryKind = keyof typeof LOG_ENTRY_KINDS;

/** Entries are prefixed by a 16-bit length in the entry bundles (c2sp.org/tlog-tiles). */
export const MAX_ENTRY_BYTES = 65_535;

export interface LogEntry {
  readonly permitNo: string;
  readonly kind: LogEntryKind;
  readonly status: string;
  readonly time: string;
  readonly certificateSha256?: string | null | undefined;
  readonly supersedes?: string | null | undefined;
  readonly ircc?: string | null | undefined;
}

export function encodeLogEntry(entry: LogEntry): string {
  const text = canonicalJson({ v: 1, ...entry });
  if (Buffer.byteLength(text, 'utf8') > MAX_ENTRY_BYTES)
    throw new Error(`a log entry of ${entry.permitNo} is past ${MAX_ENTRY_BYTES} bytes`);
  return text;
}

/** The kinds a new permit's entry has: the change that makes one numbers its entries at once (its credential carries the index). */
export function isIssuingKind(kind: LogEntryKind): boolean {
  return kind === 'issued' || kind === 'renewed' || kind === 'amended';
}

const STATUS_KINDS: Readonly<Record<string, LogEntryKind>> = {
  suspended: 'suspended',
  revoked: 'revoked',
  void: 'voided',
  expired: 'expired',
  superseded: 'superseded',
};

/** The entries a change of an application's permits means, in the order the permits were created. */
export function permitEntries(before: readonly LoggedPermit[], after: readonly LoggedPermit[], time: string): LogEntry[] {
  const was = new Map(before.map((permit) => [permit.id, permit]));
  const numbers = new Map(after.map((permit) => [permit.id, permit.permit_no]));
  return after.flatMap((permit): LogEntry[] => {
    const common = { permitNo: permit.permit_no, status: permit.status, time, certificateSha256: permit.certificate_sha256 };
    const previous = was.get(permit.id);
    if (previous === undefined) {
      const kind: LogEntryKind = permit.issuance === 'renewal' ? 'renewed' : permit.issuance === 'amendment' ? 'amended' : 'issued';
      const supersedes = permit.supersedes_id === null ? null : (numbers.get(permit.supersedes_id) ?? null);
      return [{ ...common, kind, supersedes }];
    }
    if (previous.status === permit.status) return [];
    const kind = previous.status === 'suspended' && permit.status === 'issued' ? 'reinstated' : STATUS_KINDS[permit.status];
    return kind === undefined ? [] : [{ ...common, kind }];
  });
}
