import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_QR_SIDE, drawQrCode, fitsCertificateQr, MAX_CREDENTIAL_QR_VERSION } from '../../src/permits/certificate.qr.js';
import { pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** The longest `BP1:` text (alphanumeric, like a credential) that still makes a code of `version` at level M. */
function longestTextOf(version: number): string {
  let text = 'BP1:';
  for (let i = 0; QRCode.create(`${text}${ALPHANUMERIC[i % 45]}`, { errorCorrectionLevel: 'M' }).version <= version; i++)
    text += ALPHANUMERIC[(i * 7919) % 45];
  return text;
}

/** One A4 page with the code drawn as the certificate draws it. */
async function pageWithCode(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  drawQrCode(doc, text, 400, 60, CREDENTIAL_QR_SIDE);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('the bound on the credential’s QR code', () => {
  it('reads back the largest code the bound allows, drawn at the certificate’s size, from a 100 dpi render', async (context) => {
    if (!pdfToolsInstalled) context.skip();
    const text = longestTextOf(MAX_CREDENTIAL_QR_VERSION);
    expect(QRCode.create(text, { errorCorrectionLevel: 'M' }).version).toBe(MAX_CREDENTIAL_QR_VERSION);
    expect(fitsCertificateQr(text)).toBe(true);
    const pdf = await pageWithCode(text);
    expect(withPdfFile(pdf, (file, dir) => readQrCodes(renderPage(file, dir, 1, 100)))).toEqual([text]);
  });

  it('refuses a text one character past the bound, and one past what any QR code holds', () => {
    const text = longestTextOf(MAX_CREDENTIAL_QR_VERSION);
    expect(fitsCertificateQr(`${text}X`)).toBe(false);
    expect(fitsCertificateQr('X'.repeat(5000))).toBe(false);
  });
});
