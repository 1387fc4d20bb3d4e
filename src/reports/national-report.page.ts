import type { FontName } from '../permits/certificate.fonts.js';
import { COLOR } from '../permits/certificate.layout.js';

/** A drawing surface over the report's one page: fonts, boxes, rules and text that never overflows onto a new page. */
export class Page {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  use(font: FontName, size: number, color: string = COLOR.ink): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  /** Writes `text` in a box, never letting pdfkit start a page; returns its height. */
  text(text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}): number {
    const height = this.doc.heightOfString(text, { width, ...options });
    this.doc.text(text, x, y, { width, lineBreak: true, ...options, height: height + 2 });
    return height;
  }

  /** One line of `text` cut to `width` with an ellipsis (a label beside a bar must not wrap onto the next). */
  line(text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}): void {
    let fitted = text;
    while (fitted.length > 1 && this.doc.widthOfString(fitted === text ? fitted : `${fitted}…`) > width) fitted = fitted.slice(0, -1);
    this.doc.text(fitted === text ? text : `${fitted.trimEnd()}…`, x, y, { width, lineBreak: false, ...options });
  }

  box(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.save().rect(x, y, width, height).fill(color).restore();
  }

  rule(x: number, y: number, width: number, color: string = COLOR.rule, thickness = 0.6): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  /** A section title with its rule; returns the y below it. */
  heading(title: string, x: number, y: number, width: number): number {
    this.use('bold', 9.5, COLOR.accent).text(title.toUpperCase(), x, y, width, { characterSpacing: 0.5 });
    this.rule(x, y + 13, width, COLOR.accent, 0.8);
    return y + 19;
  }
}
