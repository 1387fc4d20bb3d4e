import PDFDocument from 'pdfkit';
import { manilaDateTimeText, manilaLongDate, manilaStartOfDay } from '../clock/manila-time.js';
import { certificateFonts } from '../permits/certificate.fonts.js';
import { COLOR, PAGE } from '../permits/certificate.layout.js';
import {
  type BarRow,
  drawBarChart,
  drawFigureTable,
  drawProcessingChart,
  drawTable,
  processingChartHeight,
  SERIES,
} from './national-report.charts.js';
import { Page } from './national-report.page.js';
import type { NationalReport } from './national-report.schemas.js';

/**
 * The national report's one-page A4 summary (issue 32 §3, docs/REPORTS.md): the authority, the
 * period, the permit figures as tiles, bar charts of permits by type and by region, the
 * Clearing-House and obligations figures, and processing times against the legal limit. Everything
 * else (provinces, every row) is in the CSV; the page says so. In the certificate's fonts and colours.
 */

const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const GUTTER = 20;
const HALF = (WIDTH - GUTTER) / 2;

const dateOf = (date: string) => manilaLongDate(manilaStartOfDay(date), 'period');

function drawHeader(page: Page, report: NationalReport): number {
  let y = 34;
  const center = { align: 'center' as const };
  page.use('regular', 8.5, COLOR.muted).text('Republic of the Philippines', MARGIN, y, WIDTH, center);
  y += 12;
  y += page.use('bold', 13, COLOR.accent).text(report.authority.toUpperCase(), MARGIN, y, WIDTH, { ...center, characterSpacing: 0.5 });
  y += 4;
  page.rule(MARGIN, y, WIDTH, COLOR.accent, 1.4);
  page.rule(MARGIN, y + 2.5, WIDTH, COLOR.accent, 0.4);
  y += 10;
  y += page.use('bold', 15).text('National report: access and benefit-sharing permits', MARGIN, y, WIDTH, center);
  y += 2;
  const agencies = report.agencies === null ? 'all agencies' : `agencies ${report.agencies.join(', ')}`;
  page
    .use('regular', 9.5, COLOR.muted)
    .text(`Period ${dateOf(report.period.from)} to ${dateOf(report.period.to)} · ${agencies}`, MARGIN, y, WIDTH, center);
  return y + 20;
}

const TILES = [
  ['issued', 'Issued'],
  ['renewed', 'Renewed'],
  ['amended', 'Amended'],
  ['suspended', 'Suspended'],
  ['revoked', 'Revoked'],
] as const;

function drawTiles(page: Page, report: NationalReport, y: number): number {
  const gap = 8;
  const width = (WIDTH - gap * (TILES.length - 1)) / TILES.length;
  TILES.forEach(([key, label], i) => {
    const x = MARGIN + i * (width + gap);
    page.box(x, y, width, 46, COLOR.shade);
    page.box(x, y, 3, 46, COLOR.accent);
    page.use('bold', 18, COLOR.accent).text(String(report.permits.totals[key]), x + 10, y + 6, width - 14);
    page.use('regular', 8, COLOR.muted).text(`Permits ${label.toLowerCase()}`, x + 10, y + 30, width - 14);
  });
  return y + 58;
}

const MAX_BARS = 10;

function barsOf(rows: readonly (BarRow & { readonly label: string })[]): { rows: BarRow[]; more: number } {
  const shown = rows.length > MAX_BARS ? [...rows].sort((a, b) => total(b) - total(a)).slice(0, MAX_BARS) : [...rows];
  return { rows: shown, more: rows.length - shown.length };
}
const total = (row: BarRow) => row.values.reduce((sum, value) => sum + value, 0);
const grantedOf = (row: NationalReport['permits']['totals']) => [row.issued, row.renewed, row.amended];

function drawCharts(page: Page, report: NationalReport, y: number): number {
  const byType = barsOf(report.permits.byPermitType.map((row) => ({ label: row.permitType, values: grantedOf(row) })));
  const byRegion = barsOf(report.permits.byRegion.map((row) => ({ label: row.name ?? 'No PSGC code', values: grantedOf(row) })));
  const left = page.heading('Permits granted by type', MARGIN, y, HALF);
  const right = page.heading('Permits granted by region', MARGIN + HALF + GUTTER, y, HALF);
  const endLeft = drawBarChart(page, MARGIN, left, HALF, byType.rows, byType.more);
  const endRight = drawBarChart(page, MARGIN + HALF + GUTTER, right, HALF, byRegion.rows, byRegion.more);
  let end = Math.max(endLeft, endRight) + 4;
  // The legend, once for both charts.
  let x = MARGIN;
  for (const [i, name] of ['issued', 'renewed', 'amended'].entries()) {
    page.box(x, end + 1.5, 8, 8, SERIES[i] as string);
    page.use('regular', 8, COLOR.muted).text(name, x + 11, end, 60);
    x += 62;
  }
  page
    .use('italic', 7.5, COLOR.muted)
    .text('A permit with sites in several regions counts in each.', MARGIN + 190, end + 0.5, WIDTH - 190, { align: 'right' });
  end += 18;
  return end;
}

const MAX_PROVINCES = 10;
const TABLE_ROW = 15;
/** Where the footer's rule is: the content ends above it. */
const CONTENT_END = PAGE.height - 52;
/** The obligations' and Clearing-House figures: a heading and six rows. */
const FIGURES_HEIGHT = 19 + 6 * 15 + 10;
/** The processing section: its heading, the summary line, the chart. */
const processingHeight = (report: NationalReport) => 19 + 18 + processingChartHeight(report.processing.byApplicationType.length);
const PLACE_COLUMNS = ['Issued', 'Renewed', 'Amended', 'Suspended', 'Revoked'] as const;

/** The provinces with the most permit events, with every figure: the rest are in the CSV. */
function drawProvinces(page: Page, report: NationalReport, y: number): number {
  const provinces = report.permits.byProvince;
  const sum = (row: NationalReport['permits']['totals']) => row.issued + row.renewed + row.amended + row.suspended + row.revoked;
  // As many provinces as the page has room for above the sections that follow, at most MAX_PROVINCES.
  const room = CONTENT_END - y - FIGURES_HEIGHT - processingHeight(report) - 19 - 14 - 12 - TABLE_ROW;
  const fit = Math.max(1, Math.min(MAX_PROVINCES, Math.floor(room / TABLE_ROW)));
  const shown = [...provinces].sort((a, b) => sum(b) - sum(a)).slice(0, fit);
  let top = page.heading('Permits by province', MARGIN, y, WIDTH);
  if (shown.length === 0) {
    page.use('italic', 8.5, COLOR.muted).text('None in the period.', MARGIN, top + 2, WIDTH);
    return top + 24;
  }
  const regionName = new Map(report.permits.byRegion.map((row) => [row.code, row.name]));
  const figureWidth = 62;
  const nameWidth = (WIDTH - figureWidth * PLACE_COLUMNS.length) / 2;
  top = drawTable(
    page,
    MARGIN,
    top,
    [
      { title: 'Province', width: nameWidth },
      { title: 'Region', width: nameWidth },
      ...PLACE_COLUMNS.map((title) => ({ title, width: figureWidth, numeric: true as const })),
    ],
    shown.map((row) => [
      row.name ?? 'No PSGC code',
      (row.regionCode === null ? null : regionName.get(row.regionCode)) ?? '–',
      row.issued,
      row.renewed,
      row.amended,
      row.suspended,
      row.revoked,
    ]),
  );
  if (provinces.length > shown.length) {
    page.use('italic', 7.5, COLOR.muted).text(`and ${provinces.length - shown.length} more provinces (in the CSV)`, MARGIN, top + 3, WIDTH);
    top += 12;
  }
  return top + 14;
}

function drawFigures(page: Page, report: NationalReport, y: number): number {
  const { clearingHouse: ch, obligations: o } = report;
  const left = page.heading('ABS Clearing-House', MARGIN, y, HALF);
  const right = page.heading('Obligations falling due in the period', MARGIN + HALF + GUTTER, y, HALF);
  const endLeft = drawFigureTable(page, MARGIN, left, HALF, [
    ['IRCCs published', ch.irccsPublished],
    ['Updates of published IRCCs', ch.irccUpdatesPublished],
    ['Checkpoint communiqués received', ch.communiquesReceived],
    ['… naming an entity other than the holder', ch.communiquesFlagged],
  ]);
  const endRight = drawFigureTable(page, MARGIN + HALF + GUTTER, right, HALF, [
    ['Due', o.due],
    ['Met (accepted)', o.met],
    ['Submitted, awaiting review', o.awaitingReview],
    ['Waived', o.waived],
    ['Overdue', o.overdue],
    ['Not yet due', o.pending],
  ]);
  return Math.max(endLeft, endRight) + 10;
}

function drawProcessing(page: Page, report: NationalReport, y: number): number {
  const p = report.processing;
  let top = page.heading('Processing time against the legal clock (RA 11032), in working days', MARGIN, y, WIDTH);
  const share = p.decided === 0 ? '' : ` (${Math.round((100 * p.withinLimit) / p.decided)} %)`;
  const summary =
    p.decided === 0
      ? 'No application was decided in the period.'
      : `${p.decided} applications decided: median ${p.medianWorkingDays} working days, 90th percentile ${p.p90WorkingDays}; ` +
        `${p.withinLimit} within the legal limit${share}, ${p.overLimit} over it.`;
  top += page.use('regular', 9).text(summary, MARGIN, top, WIDTH) + 6;
  return drawProcessingChart(page, MARGIN, top, WIDTH, p.byApplicationType);
}

function drawFooter(page: Page, report: NationalReport): void {
  const y = CONTENT_END + 10;
  page.rule(MARGIN, y - 6, WIDTH, COLOR.rule);
  page
    .use('regular', 7.5, COLOR.muted)
    .text(
      `Generated by biopermit on ${manilaDateTimeText(report.generatedAt)} (Asia/Manila). Every figure by type, region and ` +
        'province is in the CSV of the same period; how each is counted: docs/REPORTS.md.',
      MARGIN,
      y,
      WIDTH,
    );
}

export async function renderNationalReportPdf(report: NationalReport): Promise<Buffer> {
  const fonts = certificateFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: true,
    font: fonts.regular as unknown as string,
    pdfVersion: '1.7',
    lang: 'en-PH',
    displayTitle: true,
    info: {
      Title: `National report ${report.period.from} to ${report.period.to}`,
      Author: report.authority,
      Subject: 'Permits, IRCCs, checkpoint communiqués, obligations and processing times of the period',
      Creator: 'biopermit',
      Producer: 'biopermit (PDFKit)',
    },
  });
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = new Page(doc);
  let y = drawHeader(page, report);
  y = drawTiles(page, report, y);
  y = drawCharts(page, report, y);
  y = drawProvinces(page, report, y);
  y = drawFigures(page, report, y);
  drawProcessing(page, report, y);
  drawFooter(page, report);
  doc.end();
  return done;
}
