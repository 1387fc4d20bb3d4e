import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import { manilaDate } from '../clock/manila-time.js';
import { csvLine, UTF8_BOM } from '../shared/csv.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import { defaultSortOf } from './queues.js';
import { type CsvColumn, PROCESSING_CSV_COLUMNS, PUBLICATION_CSV_COLUMNS } from './workqueue.csv.js';
import type { WorkqueueFilter } from './workqueue.filter.js';
import { type KeysetPosition, listWorkqueuePage } from './workqueue.repository.js';
import type { WorkqueueExportQuery, WorkqueueSort } from './workqueue.schemas.js';
import { filtersOf, rowsOf, type WorkqueueDeps } from './workqueue.service.js';

/**
 * A workqueue or a search as CSV (issue 32 §3): every row the listing selects, not one page, with the
 * columns and words of the back-office's table. Streamed a keyset page at a time, so an export of the
 * whole register holds one page in memory, and each page costs what the screen's does.
 */

/** Rows read per query: the export's memory, and how long a slow client holds nothing else. */
export const EXPORT_PAGE_SIZE = 500;

export interface WorkqueueCsv {
  readonly fileName: string;
  readonly chunks: AsyncIterable<string>;
}

/**
 * Checks the query as the listing does (a bad filter is a 400 naming it, a queue the user may not see
 * a 403) before a byte is sent, audits the export, and returns the file to stream. The listing is not
 * a read of personal data in the read-log (only opening an application is), so neither is its export;
 * the audit row says who took which list.
 */
export async function exportWorkqueue(
  deps: WorkqueueDeps,
  actor: StaffActor,
  query: WorkqueueExportQuery,
  context: AuditContext,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<WorkqueueCsv> {
  const now = nowIso();
  const filters = filtersOf(actor, query, now);
  const sort: WorkqueueSort = (query.sort as WorkqueueSort | undefined) ?? defaultSortOf(query.queue);
  const { q, ...narrowedBy } = query;
  await recordAuditEvent(deps.db, {
    ...context,
    actor,
    action: 'workqueue.exported',
    subjectType: 'workqueue',
    subjectId: query.queue ?? 'all_applications',
    // The search's words may be a person's name: the row says a search was made, not what it was.
    details: { ...narrowedBy, searched: q !== undefined },
  });
  const name = (query.queue ?? (q === undefined ? 'applications' : 'search')).replaceAll('_', '-');
  return {
    fileName: `${name}-${manilaDate(now)}.csv`,
    chunks: csvChunks(
      deps,
      filters,
      sort,
      query.queue === 'awaiting_publication' ? PUBLICATION_CSV_COLUMNS : PROCESSING_CSV_COLUMNS,
      pageSize,
    ),
  };
}

async function* csvChunks(
  deps: WorkqueueDeps,
  filters: readonly WorkqueueFilter[],
  sort: WorkqueueSort,
  columns: readonly CsvColumn[],
  pageSize: number,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(columns.map((column) => column.header));
  let after: KeysetPosition | undefined;
  for (;;) {
    const page = await listWorkqueuePage(deps.db, deps.dialect, { filters, sort, after, limit: pageSize });
    const rows = await rowsOf(deps, page);
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join('');
    const last = page[page.length - 1];
    if (page.length < pageSize || last === undefined) return;
    after = last.position;
  }
}
