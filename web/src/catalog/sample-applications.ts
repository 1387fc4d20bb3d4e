import { compareNames, matchesSearch } from '../format/text';
import type { ClockState } from '../ui/clock/clock-state';
import type { KeysetPaging } from '../ui/data-table/KeysetPager';
import type { SortOrder } from '../ui/data-table/table-search';

/**
 * Made-up applications for the building-block catalogue, paged the way the staff API will page
 * (keyset cursors, both ways) so the table, its URL state and its pager can be seen and tried
 * before the API exists. Nothing here reaches the service.
 */
export interface SampleApplication {
  readonly id: string;
  readonly registrationNo: string;
  readonly permittee: string;
  readonly agency: string;
  readonly clock: ClockState;
  readonly workingDaysLeft: number;
  readonly receivedAt: string;
}

const PERMITTEES = [
  'María Clara Peñafrancia',
  'José Rizal Añonuevo',
  'Niño Dela Cruz',
  'Ma. Lourdes Ibáñez',
  'Juan Miguel Santos',
  'Rosalinda Magbanua',
  'Andrés Bonifacio Jr.',
  'Luzviminda Pañares',
  'Cristina Dumalagan',
  'Emilio Aguinaldo Sison',
  'Teresita Villanueva',
  'Mariano Ponce',
  'Gabriela Silang-Ocampo',
  'Apolinario Mabini',
];
const AGENCIES = ['BMB', 'BFAR', 'PCSD', 'ERDB'];
const CLOCKS: readonly ClockState[] = ['on_track', 'on_track', 'on_track', 'at_risk', 'overdue'];

export const SAMPLE_APPLICATIONS: readonly SampleApplication[] = Array.from({ length: 57 }, (_, index) => {
  const clock = CLOCKS[index % CLOCKS.length] ?? 'on_track';
  const workingDaysLeft = clock === 'overdue' ? -1 - (index % 4) : clock === 'at_risk' ? 1 + (index % 3) : 5 + ((index * 7) % 14);
  const received = new Date(Date.UTC(2026, 9, 1 + Math.floor(index / 2), 1 + (index % 9), (index * 13) % 60));
  return {
    id: `sample-${index + 1}`,
    registrationNo: `ABS-2026-${String(index + 1).padStart(6, '0')}`,
    permittee: PERMITTEES[index % PERMITTEES.length] ?? 'Unknown',
    agency: AGENCIES[index % AGENCIES.length] ?? 'BMB',
    clock,
    workingDaysLeft,
    receivedAt: received.toISOString(),
  };
});

export type SampleSort = 'receivedAt' | 'permittee' | 'workingDaysLeft';

interface SampleQuery {
  readonly q?: string;
  readonly clock?: ClockState;
  readonly agency?: string;
  readonly sort: SampleSort;
  readonly order: SortOrder;
  readonly cursor?: string;
}

const PAGE_SIZE = 10;

function compare(a: SampleApplication, b: SampleApplication, sort: SampleSort): number {
  const byKey =
    sort === 'permittee'
      ? compareNames(a.permittee, b.permittee)
      : sort === 'workingDaysLeft'
        ? a.workingDaysLeft - b.workingDaysLeft
        : a.receivedAt.localeCompare(b.receivedAt);
  return byKey !== 0 ? byKey : a.id.localeCompare(b.id);
}

/** One page: a cursor `after:<id>` or `before:<id>` names the row the page starts after or ends before. */
export function samplePage(query: SampleQuery): { rows: SampleApplication[]; total: number } & KeysetPaging {
  const direction = query.order === 'asc' ? 1 : -1;
  const matching = SAMPLE_APPLICATIONS.filter(
    (row) =>
      (query.q === undefined || matchesSearch(`${row.permittee} ${row.registrationNo} ${row.agency}`, query.q)) &&
      (query.clock === undefined || row.clock === query.clock) &&
      (query.agency === undefined || row.agency === query.agency),
  ).sort((a, b) => direction * compare(a, b, query.sort));
  const [kind, id] = query.cursor?.split(':', 2) ?? [];
  const at = matching.findIndex((row) => row.id === id);
  let start = 0;
  if (kind === 'after' && at >= 0) start = at + 1;
  if (kind === 'before' && at >= 0) start = Math.max(0, at - PAGE_SIZE);
  const rows = matching.slice(start, start + PAGE_SIZE);
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    total: matching.length,
    previousCursor: start > 0 && first ? `before:${first.id}` : null,
    nextCursor: start + PAGE_SIZE < matching.length && last ? `after:${last.id}` : null,
    onLaterPage: start > 0,
  };
}
