import QRCode from 'qrcode';

/**
 * The verification link as a QR code drawn with vector squares: sharp at any zoom or print
 * resolution, a few hundred bytes, and no raster image whose encoder could vary the bytes.
 * Level M (15 % of the code may be lost) survives a creased or smudged field copy while keeping a
 * ~150-character link at version 7–8 (45–49 modules), large enough per module for a phone camera.
 */
export const QR_ERROR_CORRECTION = 'M';

/** The side of the credential's QR code on the certificate, quiet zone included (certificate.pdf.ts): about 48 mm. */
export const CREDENTIAL_QR_SIDE = 136;

/**
 * The largest QR version the credential may take on the certificate. At 136 pt a version-18 code
 * (89 modules and the 8 of the quiet zone) has modules of 1.4 pt, about 0.49 mm: zbarimg still reads it
 * from a render at 100 dpi, two thirds of the 150 dpi the tests render at, a margin for a worn or
 * photocopied print or a phone held farther off; version 20 needs 120 dpi and version 25 more than that
 * (test/permits/certificate-qr.test.ts reads the largest text of this version at 100 dpi). At level M in
 * alphanumeric mode it holds 816 characters: a credential longer than that carries a digest of the
 * terms instead of its species (src/credentials/permit-credential.service.ts).
 */
export const MAX_CREDENTIAL_QR_VERSION = 18;

/** Whether `text` fits the certificate's QR code at level M within MAX_CREDENTIAL_QR_VERSION. */
export function fitsCertificateQr(text: string): boolean {
  try {
    return QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).version <= MAX_CREDENTIAL_QR_VERSION;
  } catch {
    // Past version 40: no QR code holds it.
    return false;
  }
}

/** Dark modules, each horizontal run as [row, firstColumn, length], and the symbol's size. */
export function qrRuns(text: string): { size: number; runs: [number, number, number][] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** Draws the code with its top left corner at (x, y), `side` points wide, quiet zone included. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const quiet = 4; // modules of white margin the standard asks for
  const module = side / (size + 2 * quiet);
  doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  for (const [row, col, length] of runs) {
    doc.rect(x + (quiet + col) * module, y + (quiet + row) * module, length * module, module);
  }
  doc.fill('#000000');
  doc.restore();
}
