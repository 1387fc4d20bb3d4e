import { COLOR } from '../permits/certificate.layout.js';
import type { Page } from './national-report.page.js';
import type { NationalReport } from './national-report.schemas.js';

/** The report page's charts and figure tables, drawn with pdfkit's vector primitives (crisp at any zoom). */

/** Stacked series colours: issued, renewed, amended (the certificate's green, lighter each step). */
export const SERIES = [COLOR.accent, '#5a9278', '#a9cbb9'] as const;

export interface BarRow {
  readonly label: string;
  readonly values: readonly number[];
}

const ROW = 15;
const BAR = 9;

/** Horizontal stacked bars, one per row, with the total at the end; returns the y below. */
export function drawBarChart(page: Page, x: number, y: number, width: number, rows: readonly BarRow[], more: number): number {
  if (rows.length === 0) {
    page.use('italic', 8.5, COLOR.muted).text('None in the period.', x, y + 2, width);
    return y + ROW + 4;
  }
  const labelWidth = width * 0.46;
  const barSpace = width - labelWidth - 28;
  const max = Math.max(1, ...rows.map((row) => row.values.reduce((sum, value) => sum + value, 0)));
  rows.forEach((row, i) => {
    const top = y + i * ROW;
    page.use('regular', 8, COLOR.ink).line(row.label, x, top + 1, labelWidth - 6);
    let left = x + labelWidth;
    row.values.forEach((value, series) => {
      const length = (value / max) * barSpace;
      if (length > 0) page.box(left, top + 2, length, BAR, SERIES[series] ?? COLOR.muted);
      left += length;
    });
    const sum = row.values.reduce((s, value) => s + value, 0);
    page.use('semibold', 8, COLOR.ink).text(String(sum), left + 4, top + 0.5, 30);
  });
  let end = y + rows.length * ROW;
  if (more > 0) {
    page.use('italic', 7.5, COLOR.muted).text(`and ${more} more with fewer permits (in the CSV)`, x, end, width);
    end += 11;
  }
  return end;
}

/** Label and figure rows, shaded every other line; returns the y below. */
export function drawFigureTable(page: Page, x: number, y: number, width: number, rows: readonly (readonly [string, number])[]): number {
  rows.forEach(([label, value], i) => {
    const top = y + i * ROW;
    if (i % 2 === 0) page.box(x, top, width, ROW, COLOR.shade);
    page.use('regular', 8.5, COLOR.ink).line(label, x + 5, top + 2.5, width - 50);
    page.use('semibold', 8.5, COLOR.ink).text(String(value), x + width - 45, top + 2.5, 40, { align: 'right' });
  });
  return y + rows.length * ROW;
}

type TypeTimes = NationalReport['processing']['byApplicationType'][number];

/**
 * Per application type: a bar to the median, a thinner one to the 90th percentile, and a red tick at
 * the legal limit, on one scale, with the count within and over the limit to the right.
 */
const MAX_TYPES = 4;
const TYPE_ROW = 19;

/** The height drawProcessingChart takes for `types` application types (the page plans its space with it). */
export function processingChartHeight(types: number): number {
  if (types === 0) return 0;
  return Math.min(types, MAX_TYPES) * TYPE_ROW + 16 + (types > MAX_TYPES ? 11 : 0);
}

export function drawProcessingChart(page: Page, x: number, y: number, width: number, rows: readonly TypeTimes[]): number {
  if (rows.length === 0) return y;
  const labelWidth = 110;
  const countsWidth = 130;
  const barSpace = width - labelWidth - countsWidth - 10;
  const max = Math.max(1, ...rows.flatMap((row) => [row.p90WorkingDays ?? 0, row.limitWorkingDays]));
  const scale = (days: number) => (days / max) * barSpace;
  const shown = rows.slice(0, MAX_TYPES);
  shown.forEach((row, i) => {
    const top = y + i * TYPE_ROW;
    page.use('regular', 8, COLOR.ink).line(row.applicationType, x, top + 3, labelWidth - 6);
    const left = x + labelWidth;
    page.box(left, top + 3, barSpace, 11, '#f6f8f7');
    page.box(left, top + 6.5, scale(row.p90WorkingDays ?? 0), 4, SERIES[2]);
    page.box(left, top + 3, scale(row.medianWorkingDays ?? 0), 11 / 2.2, SERIES[0]);
    const limit = left + scale(row.limitWorkingDays);
    page.doc
      .save()
      .moveTo(limit, top + 1)
      .lineTo(limit, top + 16)
      .lineWidth(1.4)
      .strokeColor('#b3261e')
      .stroke()
      .restore();
    page
      .use('regular', 7.5, COLOR.muted)
      .text(
        `median ${row.medianWorkingDays ?? '–'} · p90 ${row.p90WorkingDays ?? '–'} · limit ${row.limitWorkingDays}`,
        left + barSpace + 8,
        top,
        countsWidth,
      );
    page
      .use('semibold', 7.5, COLOR.ink)
      .text(`${row.decided} decided: ${row.withinLimit} within, ${row.overLimit} over`, left + barSpace + 8, top + 9, countsWidth);
  });
  let end = y + shown.length * TYPE_ROW + 2;
  // The key.
  const key = [
    [SERIES[0], 'median'],
    [SERIES[2], '90th percentile'],
    ['#b3261e', 'legal limit (before extension)'],
  ] as const;
  let left = x + labelWidth;
  for (const [color, name] of key) {
    page.box(left, end + 2, 8, 6, color);
    page.use('regular', 7.5, COLOR.muted).text(name, left + 11, end, 150);
    left += name.length * 4 + 28;
  }
  end += 14;
  if (rows.length > shown.length) {
    page.use('italic', 7.5, COLOR.muted).text(`and ${rows.length - shown.length} more application types (in the CSV)`, x, end, width);
    end += 11;
  }
  return end;
}

export interface TableColumn {
  readonly title: string;
  readonly width: number;
  readonly numeric?: true;
}

/** A table: a header row on the accent colour, then rows shaded every other line, numbers right-aligned; returns the y below. */
export function drawTable(
  page: Page,
  x: number,
  y: number,
  columns: readonly TableColumn[],
  rows: readonly (readonly (string | number)[])[],
): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  page.box(x, y, width, ROW, COLOR.accent);
  let left = x;
  columns.forEach((column) => {
    const align = column.numeric === true ? 'right' : 'left';
    page.use('semibold', 7.5, '#ffffff').line(column.title, left + 5, y + 3.5, column.width - 10, { align });
    left += column.width;
  });
  rows.forEach((row, r) => {
    const top = y + (r + 1) * ROW;
    if (r % 2 === 1) page.box(x, top, width, ROW, COLOR.shade);
    let cell = x;
    row.forEach((value, i) => {
      const column = columns[i] as TableColumn;
      if (typeof value === 'string') page.use('regular', 8, COLOR.ink).line(value, cell + 5, top + 3, column.width - 10);
      // Zeros muted, so the eye finds the figures.
      else
        page
          .use(value === 0 ? 'regular' : 'semibold', 8, value === 0 ? COLOR.muted : COLOR.ink)
          .line(String(value), cell + 5, top + 3, column.width - 10, { align: 'right' });
      cell += column.width;
    });
  });
  const end = y + (rows.length + 1) * ROW;
  page.rule(x, end, width, COLOR.rule);
  return end;
}
