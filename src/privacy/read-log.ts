import type { Kysely } from 'kysely';
import { chunks } from '../db/batches.js';
import type { DB, PersonalDataReadTable } from '../db/schema.js';
import { nowIso } from '../shared/time.js';

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
        for (const chunk of chunks(rows)) await this.db.insertInto('personal_data_reads').values(chunk).execute();
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
