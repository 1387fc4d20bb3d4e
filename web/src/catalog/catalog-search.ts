import { type TableSearch, type TableSearchSpec, tableSearchValidator } from '../ui/data-table/table-search';
import type { SampleSort } from './sample-applications';

/** What the catalogue's sample table keeps in the URL: the pattern every workqueue will follow. */
export const SAMPLE_TABLE = {
  sorts: ['receivedAt', 'permittee', 'workingDaysLeft'],
  defaultSort: 'receivedAt',
  defaultOrder: 'desc',
  filters: { clock: ['on_track', 'at_risk', 'overdue'], agency: ['BMB', 'BFAR', 'PCSD', 'ERDB'] },
} as const satisfies TableSearchSpec<SampleSort, Record<string, readonly string[]>>;

export type SampleTableSearch = TableSearch<SampleSort, typeof SAMPLE_TABLE.filters>;
export const validateSampleTableSearch = tableSearchValidator<SampleSort, typeof SAMPLE_TABLE.filters>(SAMPLE_TABLE);
