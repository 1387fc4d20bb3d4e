import type { FontName } from './certificate.fonts.js';

/** A4 in PDF points, and the certificate's type scale and colours (one place, so pages agree). */
export const PAGE = { width: 595.28, height: 841.89 } as const;
/**
 * The bottom margin ends the content 8 points above the footer's rule (the footer sits at a fixed
 * `FOOTER_Y`), so a one-site, one-species permit with the usual conditions fits on one page.
 */
export const MARGIN = { left: 56, right: 56, top: 40, bottom: 56 } as const;
/** The baseline of every page's footer (permit number, page x of y); its rule is 6 points above. */
export const FOOTER_Y = PAGE.height - 42;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const COLOR = {
  ink: '#111111',
  muted: '#4a4a4a',
  accent: '#1e4d3a',
  rule: '#9fb5aa',
  shade: '#eef3f0',
} as const;

export interface Column {
  readonly title: string;
  readonly width: number;
  readonly font?: FontName;
  readonly align?: 'left' | 'right' | 'center';
}

/**
 * A cursor over the document: it knows where the next line goes, starts a continuation page
 * (with its running header) when the next block does not fit, and never lets pdfkit add a page on its
 * own (the page margins are zero; this class keeps the real ones).
 */
export class PageWriter {
  y: number = MARGIN.top;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly drawContinuationHeader: (writer: PageWriter) => void,
  ) {}

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  /** Starts a new page when `height` more points would not fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.y = MARGIN.top;
    this.drawContinuationHeader(this);
  }

  use(font: FontName, size: number, color: string = COLOR.ink): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  heightOf(text: string, font: FontName, size: number, width: number, lineGap = 1.5): number {
    return this.doc.font(font).fontSize(size).heightOfString(text, { width, lineGap });
  }

  /** Writes wrapped text at the cursor's line and returns its height (the cursor does not move). */
  textAt(text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}): number {
    const height = this.doc.heightOfString(text, { width, lineGap: 1.5, ...options });
    this.doc.text(text, x, y, { width, lineGap: 1.5, ...options });
    return height;
  }

  rule(y: number, color: string = COLOR.rule, width = 0.6, x: number = MARGIN.left, length: number = CONTENT_WIDTH): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  /** A section title in small capitals with a rule under it, kept with at least `keepWith` points of what follows. */
  sectionTitle(title: string, keepWith = 40): void {
    this.ensureSpace(21 + keepWith);
    this.y += 4;
    this.use('bold', 9.5, COLOR.accent).textAt(title.toUpperCase(), MARGIN.left, this.y, CONTENT_WIDTH, { characterSpacing: 1.2 });
    this.y += 13;
    this.rule(this.y, COLOR.accent, 0.8);
    this.y += 4;
  }

  /** A table whose rows flow across pages; the header row is repeated on each page it continues on. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const padding = 3;
    const headerHeight =
      Math.max(
        ...columns.map((c) =>
          this.doc
            .font('semibold')
            .fontSize(7.5)
            .heightOfString(c.title, { width: c.width - 2 * padding, characterSpacing: 0.4 }),
        ),
      ) + 8;
    const header = () => {
      this.doc.save().rect(MARGIN.left, this.y, CONTENT_WIDTH, headerHeight).fill(COLOR.accent).restore();
      let x = MARGIN.left;
      for (const column of columns) {
        this.use('semibold', 7.5, '#ffffff').textAt(column.title, x + padding, this.y + 4, column.width - 2 * padding, {
          align: column.align ?? 'left',
          characterSpacing: 0.4,
          lineGap: 0,
        });
        x += column.width;
      }
      this.y += headerHeight;
    };
    // The header never sits alone at the foot of a page: it goes with at least two rows.
    this.ensureSpace(headerHeight + 2 * 18);
    header();
    rows.forEach((row, index) => {
      const height =
        Math.max(...columns.map((c, i) => this.heightOf(row[i] ?? '', c.font ?? 'regular', 8.5, c.width - 2 * padding))) + 2 * padding;
      if (this.y + height > this.bottom) {
        this.newPage();
        header();
      }
      if (index % 2 === 1) this.doc.save().rect(MARGIN.left, this.y, CONTENT_WIDTH, height).fill(COLOR.shade).restore();
      let x = MARGIN.left;
      columns.forEach((column, i) => {
        this.use(column.font ?? 'regular', 8.5).textAt(row[i] ?? '', x + padding, this.y + padding, column.width - 2 * padding, {
          align: column.align ?? 'left',
        });
        x += column.width;
      });
      this.y += height;
    });
    this.rule(this.y, COLOR.rule);
    this.y += 4;
  }
}
