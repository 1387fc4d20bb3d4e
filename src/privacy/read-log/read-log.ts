import type { Kysely } from 'kysely';
import type { DB, PersonalDataReadTable } from '../../db/schema.js';
import { nowIso } from '../../shared/time.js';
import { findDocumentNames, findReaderNames, findReadGroups, findRegistrationNumbers, insertReads } from './read-log.repository.js';
import type { PersonalDataReads } from './read-log.schemas.js';

/**
 * The log of staff reads of personal data (issue 21 §1; RA 10173 accountability): who read which
 * application's personal data, when, and how (the staff view, a document download, an export).
 *
 * A read must not wait for its log row: reads are queued in memory and written by one multi-row
 * insert per batch, at most FLUSH_DELAY_MS after the first read of the batch or as soon as
 * FLUSH_ROWS are queued, outside the read's request. The app flushes what is queued when it
 * closes (SIGTERM). A crash loses at most the last FLUSH_DELAY_MS of rows; bench/privacy measures the
 * cost (bench/README.md).
 */

export type PersonalDataRead = 'staff_view' | 'document_download' | 'export';

export interface ReadEntry {
  readonly staffId: string;
  readonly applicationId: string;
  readonly what: PersonalDataRead;
  readonly detail?: string | null;
  readonly requestId?: string | null;
}

const FLUSH_DELAY_MS = 200;
const FLUSH_ROWS = 500;

export class PersonalDataReadLog {
  private queued: Omit<PersonalDataReadTable, 'id'>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** Told of a batch that could not be stored (the app logs it). */
  onError: (error: unknown) => void = () => {};

  constructor(private readonly db: Kysely<DB>) {}

  /** Queues one read; never throws, never waits. */
  record(entry: ReadEntry): void {
    this.queued.push({
      read_at: nowIso(),
      staff_id: entry.staffId,
      application_id: entry.applicationId,
      what: entry.what,
      detail: entry.detail ?? null,
      request_id: entry.requestId ?? null,
    });
    if (this.queued.length >= FLUSH_ROWS) void this.flush();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_DELAY_MS);
      this.timer.unref();
    }
  }

  /** Writes what is queued (after any write in progress); resolves when it is stored. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.queued;
    this.queued = [];
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await insertReads(this.db, rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }
}

const logs = new WeakMap<Kysely<DB>, PersonalDataReadLog>();

/** The one read log of a database handle, shared by every route plugin that serves personal data. */
export function readLogOf(db: Kysely<DB>): PersonalDataReadLog {
  let log = logs.get(db);
  if (log === undefined) {
    log = new PersonalDataReadLog(db);
    logs.set(db, log);
  }
  return log;
}

/** At most this many entries (each a reader's repeated reads of one thing) answer one person's log. */
export const MAX_READ_ENTRIES = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who read the given applications (issue 31): one entry per reader, application, kind of read and
 * document or request, with how many times and the first and last time, the latest first; a
 * downloaded document is named by its title and file name.
 */
export async function collapsedReads(db: Kysely<DB>, applicationIds: readonly string[]): Promise<PersonalDataReads['reads']> {
  if (applicationIds.length === 0) return [];
  const groups = await findReadGroups(db, applicationIds, MAX_READ_ENTRIES);
  if (groups.length === 0) return [];
  const documentIds = [
    ...new Set(groups.flatMap((g) => (g.what === 'document_download' && g.detail !== null && UUID.test(g.detail) ? [g.detail] : []))),
  ];
  const [staff, applications, documents] = await Promise.all([
    findReaderNames(db, [...new Set(groups.map((g) => g.staff_id))]),
    findRegistrationNumbers(db, [...new Set(groups.map((g) => g.application_id))]),
    documentIds.length === 0 ? [] : findDocumentNames(db, documentIds, applicationIds),
  ]);
  const nameOf = new Map(staff.map((row) => [row.id, row.name]));
  const registrationOf = new Map(applications.map((row) => [row.id, row.registration_no]));
  const documentOf = new Map(documents.map((row) => [row.id, { id: row.id, title: row.title, fileName: row.file_name }]));
  return groups.map((g) => ({
    readAt: g.last_read_at,
    firstReadAt: g.first_read_at,
    count: Number(g.times),
    staff: { id: g.staff_id, name: nameOf.get(g.staff_id) ?? null },
    applicationId: g.application_id,
    registrationNo: registrationOf.get(g.application_id) ?? '',
    what: g.what as PersonalDataRead,
    detail: g.detail,
    document: g.what === 'document_download' && g.detail !== null ? (documentOf.get(g.detail) ?? null) : null,
  }));
}
