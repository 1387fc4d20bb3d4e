import { cellOf } from '../exports/darwin-core.rows.js';
import type { NationalReport } from './national-report.schemas.js';
import { PERMIT_FIGURES } from './national-report.schemas.js';

/**
 * The national report as one CSV a spreadsheet opens as it is (docs/REPORTS.md): UTF-8 with a BOM
 * (Excel reads ñ), CRLF lines (RFC 4180), and one figure per row under the columns
 * section, dimension, code, name, figure, value, so a pivot table regroups it at will. Text cells are
 * neutralised as the Darwin Core export's are (a leading `'` before what a spreadsheet would run).
 */

export const CSV_COLUMNS = ['section', 'dimension', 'code', 'name', 'figure', 'value'] as const;

type Row = readonly [
  section: string,
  dimension: string,
  code: string | null,
  name: string | null,
  figure: string,
  value: string | number | null,
];

const BOM = '\uFEFF';

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function lineOf(row: Row): string {
  const [section, dimension, code, name, figure, value] = row;
  const cells = [section, dimension, code ?? '', name ?? '', figure].map((text) => quoted(cellOf(text)));
  cells.push(value === null ? '' : quoted(cellOf(String(value), true)));
  return cells.join(',');
}

function permitRows(report: NationalReport): Row[] {
  const { permits } = report;
  const figures = (dimension: string, code: string | null, name: string | null, counts: Record<(typeof PERMIT_FIGURES)[number], number>) =>
    PERMIT_FIGURES.map((figure): Row => ['permits', dimension, code, name, figure, counts[figure]]);
  return [
    ...figures('total', null, null, permits.totals),
    ...permits.byPermitType.flatMap((row) => figures('permit type', row.permitType, row.permitType, row)),
    ...permits.byRegion.flatMap((row) => figures('region', row.code, row.name ?? 'no PSGC code', row)),
    ...permits.byProvince.flatMap((row) => figures('province', row.code, row.name ?? 'no PSGC code', row)),
  ];
}

function processingRows(report: NationalReport): Row[] {
  type Times = Pick<NationalReport['processing'], 'decided' | 'medianWorkingDays' | 'p90WorkingDays' | 'withinLimit' | 'overLimit'>;
  const times = (dimension: string, code: string | null, t: Times): Row[] => [
    ['processing', dimension, code, code, 'decided', t.decided],
    ['processing', dimension, code, code, 'median working days', t.medianWorkingDays],
    ['processing', dimension, code, code, '90th percentile working days', t.p90WorkingDays],
    ['processing', dimension, code, code, 'within the legal limit', t.withinLimit],
    ['processing', dimension, code, code, 'over the legal limit', t.overLimit],
  ];
  return [
    ...times('total', null, report.processing),
    ...report.processing.byApplicationType.flatMap((row) => [
      ['processing', 'application type', row.applicationType, row.applicationType, 'legal limit working days', row.limitWorkingDays] as Row,
      ...times('application type', row.applicationType, row),
    ]),
  ];
}

export function nationalReportCsv(report: NationalReport): string {
  const { clearingHouse: ch, obligations: o } = report;
  const rows: Row[] = [
    ['report', 'period', null, null, 'from', report.period.from],
    ['report', 'period', null, null, 'to', report.period.to],
    ['report', 'authority', null, report.authority, 'authority', null],
    ['report', 'agencies', null, report.agencies === null ? 'all agencies' : report.agencies.join(' '), 'agencies', null],
    ['report', 'generated', null, null, 'generated at', report.generatedAt],
    ['report', 'note', null, 'A permit with sites in several regions or provinces counts once in each.', 'note', null],
    ...permitRows(report),
    ['clearing house', 'total', null, null, 'IRCCs published', ch.irccsPublished],
    ['clearing house', 'total', null, null, 'IRCC updates published', ch.irccUpdatesPublished],
    ['clearing house', 'total', null, null, 'checkpoint communiqués received', ch.communiquesReceived],
    ['clearing house', 'total', null, null, 'communiqués naming another entity', ch.communiquesFlagged],
    ['obligations', 'total', null, null, 'due in the period', o.due],
    ['obligations', 'total', null, null, 'met', o.met],
    ['obligations', 'total', null, null, 'awaiting review', o.awaitingReview],
    ['obligations', 'total', null, null, 'waived', o.waived],
    ['obligations', 'total', null, null, 'overdue', o.overdue],
    ['obligations', 'total', null, null, 'not yet due', o.pending],
    ...processingRows(report),
  ];
  return `${BOM}${[CSV_COLUMNS.join(','), ...rows.map(lineOf)].join('\r\n')}\r\n`;
}
