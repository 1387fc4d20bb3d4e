import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../../src/permits/certificate.pdf.js';
import {
  longCertificate,
  oneSiteCertificate,
  SAMPLE_CERTIFICATE,
  SAMPLE_VERIFICATION_URL,
} from '../fixtures/permits/certificate-inputs.js';
import { pdfFonts, pdfInfo, pdfText, pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { pdfa3bProblems } from '../helpers/pdfa-3b.check.js';
import { qpdfInstalled } from '../helpers/qpdf-objects.js';

/**
 * The golden certificate: a deliberate change to the layout regenerates it with
 *   UPDATE_GOLDEN=1 npx vitest run test/permits/certificate.pdf.test.ts
 * and the new file is looked at (pdftoppm) before it is committed.
 */
const GOLDEN = path.join(import.meta.dirname, '..', 'fixtures/permits/certificate.golden.pdf');

describe('the permit certificate', () => {
  it('gives the same bytes for the same input', async () => {
    const first = await renderCertificatePdf(SAMPLE_CERTIFICATE);
    const second = await renderCertificatePdf(structuredClone(SAMPLE_CERTIFICATE));
    expect(second.equals(first)).toBe(true);
  });

  it('matches the committed golden file byte for byte', async () => {
    const pdf = await renderCertificatePdf(SAMPLE_CERTIFICATE);
    if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(GOLDEN, pdf);
    const golden = fs.readFileSync(GOLDEN);
    expect(pdf.length).toBe(golden.length);
    expect(pdf.equals(golden)).toBe(true);
  });

  it('gives a different document for another permit', async () => {
    const other = await renderCertificatePdf({ ...SAMPLE_CERTIFICATE, permitNo: 'GP-2026-0002' });
    expect(other.equals(await renderCertificatePdf(SAMPLE_CERTIFICATE))).toBe(false);
  });

  it('refuses an issue date that is not an ISO 8601 date-time, naming the field', async () => {
    await expect(
      renderCertificatePdf({ ...SAMPLE_CERTIFICATE, validity: { dateIssued: '26/02/2026', dateExpired: '2027-02-25T00:00:00Z' } }),
    ).rejects.toThrow('validity.dateIssued');
  });

  it('refuses a collection date that is not a date-time, naming the location', async () => {
    const [first, ...rest] = SAMPLE_CERTIFICATE.locations;
    const locations = [{ ...(first as (typeof rest)[number]), collectionEnd: 'next year' }, ...rest];
    await expect(renderCertificatePdf({ ...SAMPLE_CERTIFICATE, locations })).rejects.toThrow('locations[0].collectionEnd');
  });
});

describe.skipIf(!pdfToolsInstalled)('the permit certificate in a PDF reader (poppler) and a QR scanner (zbar)', () => {
  it('opens, renders page 1 to PNG, and its QR code reads back as the verification link', async () => {
    const pdf = await renderCertificatePdf(SAMPLE_CERTIFICATE);
    withPdfFile(pdf, (file, dir) => {
      const png = renderPage(file, dir, 1);
      expect(fs.readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
      expect(readQrCodes(png)).toEqual([SAMPLE_VERIFICATION_URL]);
    });
  });

  it('prints ñ, Ñ, accented vowels and the peso sign as real text in an embedded font', async () => {
    const pdf = await renderCertificatePdf(SAMPLE_CERTIFICATE);
    withPdfFile(pdf, (file) => {
      const text = pdfText(file);
      expect(text).toContain('Ma. Señora Peñafrancia Ibáñez-Dela Cruz');
      expect(text).toContain('Atty. Ñoel C. Dumagat-Añonuevo');
      expect(text).toContain('₱100.00, Official Receipt No. 8841207');
      expect(text).toContain('Los Baños');
      const fonts = pdfFonts(file);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans-/);
        expect(font.embedded).toBe(true);
      }
    });
  });

  it('is an A4 document whose metadata names the permit, its holder and the authority, dated by the issue date', async () => {
    const pdf = await renderCertificatePdf(SAMPLE_CERTIFICATE);
    withPdfFile(pdf, (file) => {
      const info = pdfInfo(file);
      expect(info['Page size']).toContain('(A4)');
      expect(info.Title).toBe('Gratuitous Permit GP-2026-0001');
      expect(info.Subject).toBe('Gratuitous Permit issued to Ma. Señora Peñafrancia Ibáñez-Dela Cruz');
      expect(info.Author).toBe('Department of Environment and Natural Resources');
      expect(info.CreationDate).toBe('2026-02-26T02:30:00Z');
      expect(info.ModDate).toBe('2026-02-26T02:30:00Z');
    });
  });

  it('prints the validity and the collection periods as Asia/Manila dates', async () => {
    // 2026-02-28T16:30Z is already 1 March in Manila (UTC+8).
    const input = { ...SAMPLE_CERTIFICATE, validity: { dateIssued: '2026-02-28T16:30:00Z', dateExpired: '2027-02-28T15:59:59Z' } };
    const pdf = await renderCertificatePdf(input);
    withPdfFile(pdf, (file) => {
      const text = pdfText(file, 1);
      expect(text).toMatch(/1 March 2026\s+28 February 2027/);
      expect(text).toContain('1 March 2026 to 30 June 2026');
    });
  });

  it("prints the authorised specimens: each line's quantity, part, method and its own period as calendar dates", async () => {
    const line = {
      scientificName: 'Rafflesia speciosa',
      site: 1,
      quantity: '12 tissue samples',
      part: 'bract clippings',
      method: 'hand collection',
      period: { start: '2026-12-01', end: '2027-01-15' },
    };
    const collectors = [{ role: 'holder', name: 'Maria Reyes Santos', affiliation: 'UPLB', identification: null }];
    const pdf = await renderCertificatePdf({ ...SAMPLE_CERTIFICATE, authorised: { lines: [line], collectors } });
    withPdfFile(pdf, (file) => {
      const text = pdfText(file, 1).replace(/\s+/g, ' ');
      expect(text).toContain('12 tissue samples');
      expect(text).toContain('bract clippings');
      // The period column wraps: `1 December 2026` over `to 15 January 2027`.
      expect(text).toMatch(/1 December 2026 .*to 15 January 2027/);
      expect(text).toContain('Maria Reyes Santos');
    });
    const badPeriod = { ...line, period: { start: '1 Dec', end: '2027-01-15' } };
    await expect(renderCertificatePdf({ ...SAMPLE_CERTIFICATE, authorised: { lines: [badPeriod], collectors } })).rejects.toThrow(
      'lines[0].period.start is not a calendar date',
    );
  });

  it('fits a one-site, one-species permit on one page, with everything on it: particulars, site, species, every condition, the signatory and the link', async () => {
    const input = oneSiteCertificate();
    const pdf = await renderCertificatePdf(input);
    withPdfFile(pdf, (file, dir) => {
      expect(pdfInfo(file).Pages).toBe('1');
      const text = pdfText(file, 1);
      expect(text).toContain('Page 1 of 1');
      expect(text).toContain('Ma. Señora Peñafrancia Ibáñez-Dela Cruz');
      expect(text).toContain('₱100.00, Official Receipt No. 8841207');
      expect(text).toContain('Batong Malake, Los Baños, Laguna');
      expect(text).toContain('Rafflesia manillana');
      expect(text).toContain('1 collection site');
      for (const condition of input.conditions) expect(text.replace(/\s+/g, ' ')).toContain(condition);
      expect(text).toContain(input.signatory.name);
      expect(text).toContain(input.signatory.position);
      expect(readQrCodes(renderPage(file, dir, 1))).toEqual([input.verificationUrl]);
    });
  });

  it('flows a long permit (20 sites, 150 species) over several pages, each with the permit number and page x of y', async () => {
    const input = longCertificate();
    const pdf = await renderCertificatePdf(input);
    withPdfFile(pdf, (file, dir) => {
      const pages = Number(pdfInfo(file).Pages);
      expect(pages).toBeGreaterThan(3);
      for (let page = 1; page <= pages; page++) {
        const text = pdfText(file, page);
        expect(text).toContain(`Gratuitous Permit No. ${input.permitNo}`);
        expect(text).toContain(`Page ${page} of ${pages}`);
      }
      const all = pdfText(file);
      for (const species of input.species) expect(all).toContain(species.scientificName);
      expect(all).toContain('Sto. Niño 19');
      expect(pdfText(file, pages)).toContain(input.signatory.name);
      expect(readQrCodes(renderPage(file, dir, 1))).toEqual([input.verificationUrl]);
    });
  });
});

describe.skipIf(!pdfToolsInstalled)('the permit certificate as an archival PDF (PDF/A-3b)', () => {
  const withFiles = {
    ...SAMPLE_CERTIFICATE,
    embeddedFiles: [
      {
        name: 'permit.json',
        mediaType: 'application/json',
        description: 'The permit as data',
        relationship: 'Data' as const,
        content: Buffer.from('{"permitNo":"GP-2026-0001"}\n'),
      },
      {
        name: 'absch-permit.json',
        mediaType: 'application/json',
        description: 'The Clearing-House document',
        relationship: 'Supplement' as const,
        content: Buffer.from('{"header":{}}\n'),
      },
    ],
  };

  it('declares PDF/A-3b in its XMP, embeds every font, and carries its files with their media type', async () => {
    const pdf = await renderCertificatePdf(withFiles);
    withPdfFile(pdf, (file) => {
      const xmp = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      const fonts = pdfFonts(file);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => font.embedded)).toBe(true);
      const listed = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
      expect(listed).toContain('permit.json');
      expect(listed).toContain('absch-permit.json');
    });
    // PDF/A-3 6.8: each embedded file stream names its MIME type; the catalog lists them as associated files.
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/EmbeddedFile\s*\/Params [\s\S]*?\/Subtype \/application#2Fjson/g)?.length ?? 0).toBe(2);
    expect(text).toMatch(/\/AFRelationship \/Data/);
    expect(text).toMatch(/\/AF \[/);
  });

  it.skipIf(!qpdfInstalled)(
    'passes the PDF/A-3b checks read with qpdf: with its files, without, a specimen (whose mark is transparent), a long one',
    async () => {
      const inputs = [withFiles, SAMPLE_CERTIFICATE, { ...withFiles, specimen: true }, longCertificate()];
      for (const input of inputs) {
        const pdf = await renderCertificatePdf(input);
        expect(withPdfFile(pdf, (file) => pdfa3bProblems(file))).toEqual([]);
      }
    },
  );

  it('gives the same bytes for the same files', async () => {
    const first = await renderCertificatePdf(withFiles);
    expect((await renderCertificatePdf(structuredClone(withFiles))).equals(first)).toBe(true);
  });

  it('escapes an authority or holder with "&" or "<" in the XMP, which stays parsable', async () => {
    const input = {
      ...SAMPLE_CERTIFICATE,
      authority: { ...SAMPLE_CERTIFICATE.authority, name: 'Department of Environment & Natural Resources' },
      holder: { ...SAMPLE_CERTIFICATE.holder, name: 'Maria <Ria> Santos' },
    };
    const pdf = await renderCertificatePdf(input);
    withPdfFile(pdf, (file) => {
      const xmp = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
      expect(xmp).toContain('Department of Environment &#38; Natural Resources');
      expect(xmp).not.toContain('Environment & Natural');
      expect(xmp).toContain('Maria &#60;Ria&#62; Santos');
      // The Info dictionary keeps the names as they are.
      expect(pdfInfo(file).Author).toBe('Department of Environment & Natural Resources');
    });
  });
});
