import PDFDocument from 'pdfkit';
import { manilaLongDate, parseInstant } from '../clock/manila-time.js';
import { certificateFonts } from './certificate.fonts.js';
import type { CertificateEmbeddedFile, CertificateInput } from './certificate.input.js';
import { COLOR, CONTENT_WIDTH, FOOTER_Y, MARGIN, PAGE, PageWriter } from './certificate.layout.js';
import { CREDENTIAL_QR_SIDE, drawQrCode } from './certificate.qr.js';
import { collectorsText, drawClosing, drawConditions, drawLocations, drawSpecies } from './certificate.sections.js';
import { drawSitesMap } from './certificate.sites-map.js';

/**
 * The permit certificate as an A4 PDF: what a researcher carries in the field and shows to a
 * barangay captain, a park ranger or a checkpoint. Page 1 names the authority, the permit, its holder
 * and validity, with the QR code of the verification link and a map of the collection sites; the
 * lists (sites, species, conditions) flow onto as many pages as they need, each page carrying the
 * permit number and "page x of y". A one-site, one-species permit with six conditions fits on one page
 * (test/permits/certificate.pdf.test.ts): the spacing is measured for it, so keep it so when adding to it.
 *
 * Deterministic: the same input gives the same bytes. The PDF's dates come from the issue date and
 * its file identifier is derived from them (pdfkit hashes the info dictionary), fonts are subset the
 * same way each time, and nothing reads the clock or a random source.
 */
export async function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const issued = parseInstant(input.validity.dateIssued, 'validity.dateIssued');
  parseInstant(input.validity.dateExpired, 'validity.dateExpired');
  const fonts = certificateFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: true,
    autoFirstPage: true,
    // Start in Noto Sans (pdfkit accepts a parsed font here), so Helvetica is never loaded.
    font: fonts.regular as unknown as string,
    pdfVersion: '1.7',
    // Archival (ISO 19005-3, level B): fonts embedded (they are), the sRGB output intent, and XMP metadata
    // declaring it; part 3 because the certificate carries files (embeddedFiles).
    subset: 'PDF/A-3b',
    lang: 'en-PH',
    displayTitle: true,
    info: {
      Title: `${input.specimen === true ? `${SPECIMEN_MARK}: ` : ''}${input.permitType} ${input.permitNo}`,
      Author: input.authority.name,
      Subject: `${input.permitType} issued to ${input.holder.name}`,
      Creator: 'biopermit',
      Producer: 'biopermit (PDFKit)',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  writeXmpFromInfo(doc);
  for (const file of input.embeddedFiles ?? []) embedFile(doc, file, issued);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new PageWriter(doc, (w) => drawContinuationHeader(w, input));
  drawFirstPage(writer, input);
  drawLocations(writer, input);
  drawSpecies(writer, input);
  drawConditions(writer, input);
  drawClosing(writer, input);
  finishPages(doc, input);
  doc.end();
  return done;
}

/**
 * An embedded file as PDF/A-3 wants it: its MIME /Subtype, its AFRelationship and description, listed
 * in the catalog's /AF, dated with the issue (so the bytes do not depend on when they were rendered).
 */
function embedFile(doc: PDFKit.PDFDocument, file: CertificateEmbeddedFile, issued: Date): void {
  // @types/pdfkit lags pdfkit 0.20, which takes `relationship` (AFRelationship).
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: file.name,
    type: file.mediaType,
    description: file.description,
    relationship: file.relationship,
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(file.content), options);
}

type DocumentWithInfo = PDFKit.PDFDocument & {
  info: Record<string, unknown>;
  _addInfo: () => void;
  appendXML: (xml: string) => void;
};

/**
 * pdfkit copies the Info values into the XMP packet as they are: a holder or an authority with "&" or
 * "<" in its name would make the XMP unparsable, and the PDF/A claim false (ISO 19005 6.6.2.1). The
 * XMP gets them escaped; the Info dictionary, written after, keeps them as they are.
 */
function writeXmpFromInfo(doc: PDFKit.PDFDocument): void {
  const target = doc as DocumentWithInfo;
  const addInfo = target._addInfo.bind(target);
  target._addInfo = () => {
    const info = target.info;
    target.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]),
    );
    try {
      addInfo();
    } finally {
      target.info = info;
    }
    // pdfkit writes xmp:CreateDate but not the modification date the Info dictionary has: a reader showing
    // the XMP would give no date of change, a checker a mismatch (test/helpers/pdfa-3b.check.ts).
    if (info.ModDate instanceof Date) {
      target.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${info.ModDate.toISOString().split('.')[0]}Z</xmp:ModifyDate>
        </rdf:Description>
        `);
    }
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function drawFirstPage(w: PageWriter, input: CertificateInput): void {
  const center = { align: 'center' as const };
  w.use('regular', 8.5, COLOR.muted).textAt('Republic of the Philippines', MARGIN.left, w.y, CONTENT_WIDTH, center);
  w.y += 13;
  w.y += w.use('bold', 13, COLOR.accent).textAt(input.authority.name.toUpperCase(), MARGIN.left, w.y, CONTENT_WIDTH, {
    ...center,
    characterSpacing: 0.6,
  });
  if (input.authority.unit) w.y += w.use('semibold', 10.5).textAt(input.authority.unit, MARGIN.left, w.y + 1, CONTENT_WIDTH, center) + 1;
  if (input.authority.address)
    w.y += w.use('regular', 8, COLOR.muted).textAt(input.authority.address, MARGIN.left, w.y + 1, CONTENT_WIDTH, center);
  w.y += 7;
  w.rule(w.y, COLOR.accent, 1.4);
  w.rule(w.y + 2.5, COLOR.accent, 0.4);
  w.y += 13;

  // A credential is a denser code (version 12-19 against 7-8 for a link): larger, so a module stays near 0.5 mm.
  const qrSide = input.qrText === undefined ? 96 : CREDENTIAL_QR_SIDE;
  const titleWidth = CONTENT_WIDTH - qrSide - 16;
  const top = w.y;
  if (input.specimen === true) drawNoCode(w, MARGIN.left + CONTENT_WIDTH - qrSide, top - 6, qrSide);
  else {
    drawQrCode(w.doc, input.qrText ?? input.verificationUrl, MARGIN.left + CONTENT_WIDTH - qrSide, top - 6, qrSide);
    w.use('regular', 7, COLOR.muted).textAt('Scan to verify', MARGIN.left + CONTENT_WIDTH - qrSide, top + qrSide - 6, qrSide, center);
  }
  w.y += w.use('bold', 20, COLOR.ink).textAt(input.permitType.toUpperCase(), MARGIN.left, w.y, titleWidth, { characterSpacing: 1.5 });
  w.y += 2;
  w.use('regular', 8, COLOR.muted).textAt('PERMIT NO.', MARGIN.left, w.y, titleWidth, { characterSpacing: 0.5 });
  w.y += 11;
  w.y += w.use('bold', 16, COLOR.accent).textAt(input.permitNo, MARGIN.left, w.y, titleWidth);
  w.y += 6;
  drawValidity(w, input, titleWidth);
  w.y = Math.max(w.y, top + qrSide + 6);

  drawParticulars(w, input);
}

/** A specimen's place of the QR code: a dashed box saying that nothing verifies it. */
function drawNoCode(w: PageWriter, x: number, y: number, side: number): void {
  w.doc.save().rect(x, y, side, side).dash(3, { space: 3 }).lineWidth(0.8).strokeColor(COLOR.muted).stroke().undash().restore();
  w.use('semibold', 8, COLOR.muted).textAt('No verification code: a specimen', x + 8, y + side / 2 - 12, side - 16, { align: 'center' });
}

/** Issued / expires side by side in a shaded band: the first thing an inspector looks for. */
function drawValidity(w: PageWriter, input: CertificateInput, width: number): void {
  const height = 30;
  w.doc.save().rect(MARGIN.left, w.y, width, height).fill(COLOR.shade).restore();
  const half = width / 2;
  const cells: [string, string][] = [
    ['DATE ISSUED', manilaLongDate(input.validity.dateIssued, 'validity.dateIssued')],
    ['VALID UNTIL', manilaLongDate(input.validity.dateExpired, 'validity.dateExpired')],
  ];
  cells.forEach(([label, value], i) => {
    const x = MARGIN.left + 8 + i * half;
    w.use('regular', 6.5, COLOR.muted).textAt(label, x, w.y + 4, half - 12, { characterSpacing: 0.4 });
    w.use('bold', 10.5).textAt(value, x, w.y + 13, half - 12);
  });
  w.y += height + 4;
}

/**
 * Holder, affiliation, purpose and fee beside the map of the collection sites. The map is as tall as
 * the particulars (at least `minMapHeight`, at most `maxMapHeight`): a fixed tall map left a blank
 * band under short particulars that pushed a one-site permit's conditions onto a second page.
 */
function drawParticulars(w: PageWriter, input: CertificateInput): void {
  const mapWidth = 120;
  const minMapHeight = 120;
  const maxMapHeight = 214;
  const gap = 18;
  const textWidth = CONTENT_WIDTH - mapWidth - gap;
  const labelWidth = 72;
  const top = w.y;
  const rows: [string, string][] = [
    ['Issued to', input.holder.name],
    ['Affiliation', input.holder.affiliation],
    ['Purpose', input.purpose],
  ];
  if (input.fee) rows.push(['Fee paid', formatFee(input.fee)]);
  // Issue 28 §1: who may collect, beside the map where there is room (a table of its own took a page's foot).
  if (input.authorised && input.authorised.collectors.length > 0) rows.push(['Collectors', collectorsText(input.authorised.collectors)]);
  for (const [label, value] of rows) {
    w.use('semibold', 8, COLOR.muted).textAt(label.toUpperCase(), MARGIN.left, w.y + 1.5, labelWidth, { characterSpacing: 0.4 });
    const font = label === 'Issued to' ? 'bold' : 'regular';
    w.y += w.use(font, label === 'Issued to' ? 11.5 : 9.5).textAt(value, MARGIN.left + labelWidth, w.y, textWidth - labelWidth) + 4;
  }
  const mapHeight = Math.min(maxMapHeight, Math.max(minMapHeight, w.y - top));
  drawSitesMap(w, input.locations, MARGIN.left + textWidth + gap, top, mapWidth, mapHeight);
  w.y = Math.max(w.y, top + mapHeight + 8);
}

function formatFee(fee: NonNullable<CertificateInput['fee']>): string {
  const pesos = Math.floor(fee.amountCentavos / 100).toLocaleString('en-US');
  const centavos = String(fee.amountCentavos % 100).padStart(2, '0');
  const receipt = fee.officialReceiptNo ? `, Official Receipt No. ${fee.officialReceiptNo}` : '';
  return `₱${pesos}.${centavos}${receipt}`;
}

function drawContinuationHeader(w: PageWriter, input: CertificateInput): void {
  w.use('bold', 9, COLOR.accent).textAt(`${input.permitType.toUpperCase()} · ${input.permitNo}`, MARGIN.left, w.y, CONTENT_WIDTH, {
    characterSpacing: 0.8,
  });
  w.use('regular', 8, COLOR.muted).textAt('continued', MARGIN.left, w.y + 1, CONTENT_WIDTH, { align: 'right' });
  w.y += 14;
  w.rule(w.y, COLOR.accent, 0.8);
  w.y += 10;
}

/** The border and the footer of every page, drawn last, once the number of pages is known. */
function finishPages(doc: PDFKit.PDFDocument, input: CertificateInput): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .save()
      .rect(22, 22, PAGE.width - 44, PAGE.height - 44)
      .lineWidth(1.6)
      .strokeColor(COLOR.accent)
      .stroke();
    doc
      .rect(26, 26, PAGE.width - 52, PAGE.height - 52)
      .lineWidth(0.5)
      .stroke()
      .restore();
    const y = FOOTER_Y;
    doc
      .save()
      .moveTo(MARGIN.left, y - 6)
      .lineTo(PAGE.width - MARGIN.right, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    if (input.specimen === true) drawSpecimenMark(doc);
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(`${input.permitType} No. ${input.permitNo}`, MARGIN.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN.left + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The specimen's mark across the page, light enough to read the certificate through it. */
export const SPECIMEN_MARK = 'SPECIMEN – NOT ISSUED';

function drawSpecimenMark(doc: PDFKit.PDFDocument): void {
  // Once across the top in words a reader extracts whole, once across the page to be seen.
  doc
    .save()
    .font('bold')
    .fontSize(8)
    .fillColor('#b42318')
    .text(`${SPECIMEN_MARK}: A PREVIEW OF THE CERTIFICATE, NOT VALID`, MARGIN.left, 29, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
      characterSpacing: 0.6,
    })
    .restore();
  doc
    .save()
    .rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] })
    .font('bold')
    .fontSize(46)
    .fillColor('#b42318')
    .fillOpacity(0.16)
    // Wider than the page: the diagonal is longer than its width.
    .text(SPECIMEN_MARK, -120, PAGE.height / 2 - 26, { width: PAGE.width + 240, align: 'center', lineBreak: false })
    .restore();
}
